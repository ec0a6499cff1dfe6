import { idParamSchema } from '@store/contracts/catalog';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import type { Route } from './+types/document';
import { identityDocumentResponse } from './document.server.ts';

/** `/admin/identity/{id}/document`: the picture a reviewer looks at (resource route, no page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  const id = idParamSchema.safeParse(params.id);
  if (!id.success) return new Response(null, { status: 404 });
  return identityDocumentResponse(request, context, id.data);
}
