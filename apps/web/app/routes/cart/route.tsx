import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';

/** `/cart` and `/cart/view` are the same page (spec §2); the view is the one address. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirectKeepingQuery(request, '/cart/view');
}

export default function Cart() {
  return null;
}
