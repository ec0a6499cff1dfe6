import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../../lib/redirect-target.ts';

/**
 * Spec §2: log out clears the session and goes home. A POST, so no link can sign anyone out.
 * The API ends the session on the server first, so a copy of the cookie is worth nothing; if
 * that call fails (the session had already ended, the API is down) the cookie goes anyway.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.token) await context.api.logout().catch(() => null);
  context.endSession();
  throw redirectKeepingQuery(request, '/');
}

export function loader({ request }: Route.LoaderArgs) {
  throw redirectKeepingQuery(request, '/');
}
