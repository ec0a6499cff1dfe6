import { parseLanguage } from '@store/contracts/locale';
import { previewsDrafts, publishedText } from '../../lib/content-page.server.ts';
import type { Route } from './+types/route';

/**
 * The attention modal's text in a language (`/attention-text/en`), as the operator published
 * it, or null for the modal's built-in words. Asked for only when the modal opens, once a
 * session: no page carries it. The language is in the path, not a `lang` query, which would be
 * taken for the visitor's choice of language (spec §4) and stored. Kept by the browser a few
 * minutes; an operator's preview (`?preview=draft`) gets the draft, kept by nobody.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = parseLanguage(params.language);
  if (!language) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const preview = await previewsDrafts(request, context);
  const api = context.apiAs(undefined, { language, contentVersion: preview ? 'draft' : 'published' });
  const text = await publishedText(api, 'attention').catch(() => null);
  return Response.json(text, { headers: { 'cache-control': preview ? 'private, no-store' : 'private, max-age=300' } });
}
