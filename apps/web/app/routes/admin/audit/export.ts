import { guardPage } from '../../../lib/guards.server.ts';
import { auditExportResponse } from './export.server.ts';
import type { Route } from './+types/export';

/** `/admin/audit/export.csv`: the filtered audit log as a CSV download (resource route, no page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, (user) => user.authorities.includes('ROLE_ADMIN'));
  return auditExportResponse(request, context);
}
