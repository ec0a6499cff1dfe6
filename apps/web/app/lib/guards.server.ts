import { canAdminister, isSeller, type LoggedUser } from '@store/contracts/account';
import { type AppLoadContext, redirect } from 'react-router';
import { serverApi } from './api.server.ts';
import { resolvePreferences } from './preferences.server.ts';
import { rememberUrl, sessionToken, signInAgain } from './session.server.ts';

/** Who may see a page (spec §6): any signed-in user, sellers, or administrators. */
export const pageRules = {
  signedIn: () => true,
  seller: isSeller,
  administrator: canAdminister,
} satisfies Record<string, (user: LoggedUser) => boolean>;

/**
 * A page for some users only: a guest is sent to sign in (and comes back here after), a
 * signed-in user without the right gets /accessdenied (403). The API checks again on every call.
 */
export async function guardPage(request: Request, context: AppLoadContext, allowed: (user: LoggedUser) => boolean): Promise<LoggedUser> {
  const url = new URL(request.url);
  const { language, setCookies } = await resolvePreferences(request);
  if (!(await sessionToken(request))) {
    // A `?lang=` on the asked page must survive the detour through the login page.
    const headers = new Headers();
    for (const cookie of [...setCookies, await rememberUrl(`${url.pathname}${url.search}`)]) headers.append('set-cookie', cookie);
    throw redirect('/account/login', { headers });
  }
  const user = await (await serverApi(request, context, language)).account().catch(() => null);
  if (!user) return signInAgain(request);
  if (!allowed(user)) throw redirect('/accessdenied');
  return user;
}
