import { draftContentApi } from '../../lib/content-page.server.ts';
import { publishedText } from '../../lib/root-data.server.ts';
import type { Route } from './+types/route';

/**
 * The attention modal's text in the page's language (`?lang=`), as the operator published it,
 * or null for the modal's built-in words. Asked for only when the modal opens, once a session:
 * no page carries it. Kept by the browser a few minutes; an operator's preview
 * (`&preview=draft`) gets the draft, kept by nobody.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const drafts = await draftContentApi(request, context);
  const text = await publishedText(drafts ?? context.apiAs(undefined), 'attention').catch(() => null);
  return Response.json(text, { headers: { 'cache-control': drafts ? 'private, no-store' : 'private, max-age=300' } });
}
