import type { LoggedUser } from '@store/contracts/account';
import { canAdminister, isSeller } from '@store/contracts/roles';
import type { AppLoadContext } from 'react-router';
import { redirectKeepingQuery } from './redirect-target.ts';

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
  if (!context.token) {
    const url = new URL(request.url);
    context.rememberPage(`${url.pathname}${url.search}`);
    throw redirectKeepingQuery(request, '/account/login');
  }
  const user = await context.user();
  if (!user) return context.signInAgain();
  if (!allowed(user)) throw redirectKeepingQuery(request, '/accessdenied');
  return user;
}
