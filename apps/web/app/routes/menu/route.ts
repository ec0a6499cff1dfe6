import { parseLanguage } from '@store/contracts/locale';
import { loadMenuDetails } from '../../lib/root-data.server.ts';
import type { Route } from './+types/route';

/**
 * What an open menu adds to its headings (`/menu/en`): descriptions, sub-entries and the
 * showcase products (decision 90), asked for when the mega-menu or the phone menu first opens.
 * The language is in the path, not a `lang` query, which would be stored as the visitor's
 * choice. The same for every visitor: kept a minute by browsers and shared caches, as the page
 * server keeps the menus; an operator's preview of drafts is kept by nobody.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = parseLanguage(params.language);
  if (!language) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const { preview, ...details } = await loadMenuDetails(request, context, language);
  return Response.json(details, { headers: { 'cache-control': preview ? 'private, no-store' : 'public, max-age=60' } });
}
