import { publishedText } from '../../lib/root-data.server.ts';
import type { Route } from './+types/route';

/**
 * The attention modal's text in the page's language (`?lang=`), as the operator published it,
 * or null for the modal's built-in words. Asked for only when the modal opens, once a session:
 * no page carries it. Kept by the browser a few minutes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const text = await publishedText(context.apiAs(undefined), 'attention').catch(() => null);
  return Response.json(text, { headers: { 'cache-control': 'private, max-age=300' } });
}
