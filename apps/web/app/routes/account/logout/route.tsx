import { redirect } from 'react-router';
import { serverApi } from '../../../lib/api.server.ts';
import { resolvePreferences } from '../../../lib/preferences.server.ts';
import { endSession, sessionToken } from '../../../lib/session.server.ts';
import type { Route } from './+types/route';

/**
 * Spec §2: log out clears the session and goes home. A POST, so no link can sign anyone out.
 * The API ends the session on the server first, so a copy of the cookie is worth nothing; if
 * that call fails (the session had already ended, the API is down) the cookie goes anyway.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (await sessionToken(request)) {
    const { language } = await resolvePreferences(request);
    await (await serverApi(request, context, language)).logout().catch(() => null);
  }
  throw redirect('/', { headers: { 'set-cookie': await endSession() } });
}

export function loader() {
  throw redirect('/');
}
