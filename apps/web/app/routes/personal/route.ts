import { loadPersonal } from '../../lib/personal.server.ts';
import type { Route } from './+types/route';

/**
 * The shopper's own parts of a page kept in the page cache: greeting, cart count, recent
 * searches and places. Asked for by the page after it loads; never stored by anyone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await loadPersonal(context), { headers: { 'cache-control': 'private, no-store' } });
}
