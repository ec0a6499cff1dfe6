import { isMarkdownContentKey } from '@store/contracts/content-admin-rules';
import { canAdminister } from '@store/contracts/roles';
import { data, type AppLoadContext } from 'react-router';
import { markdownHtml } from './markdown-html.server.tsx';

/** The query of a storefront page that asks for its draft (decision 79). */
export const PREVIEW_PARAM = 'preview';

/**
 * Loads a markdown entry of the content service in the shopper's language: the published
 * version, or a 404 when that language has none (never the other language's text). With
 * `?preview=draft`, an administrator or a manager sees the draft of that language instead,
 * bannered as a preview and never kept by any cache; anyone else gets the published page.
 */
export async function loadContentPage(request: Request, context: AppLoadContext, key: string) {
  if (new URL(request.url).searchParams.get(PREVIEW_PARAM) === 'draft' && isMarkdownContentKey(key) && context.token && canAdminister(await context.user())) {
    const draft = (await context.api.adminContentItem(key))[context.language].draft;
    if (!draft) throw data(null, { status: 404, headers: { 'cache-control': 'private, no-store' } });
    return data({ title: draft.title, html: markdownHtml(draft.markdown), preview: true }, { headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } });
  }
  try {
    const entry = await context.api.contentEntry(key);
    return data({ title: entry.title, html: markdownHtml(entry.markdown), preview: false });
  } catch {
    throw data(null, { status: 404 });
  }
}
