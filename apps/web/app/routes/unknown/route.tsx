import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';

/** Any path no route knows goes to /404 (spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  throw redirectKeepingQuery(request, '/404');
}

export default function Unknown() {
  return null;
}
