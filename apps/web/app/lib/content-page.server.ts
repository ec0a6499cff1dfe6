import { canAdminister } from '@store/contracts/roles';
import { data, type AppLoadContext } from 'react-router';
import { markdownHtml } from './markdown-html.server.tsx';

/** The query of a storefront page that asks for its draft (decision 79). */
export const PREVIEW_PARAM = 'preview';

/**
 * The API reading the content service's drafts when an administrator or a manager opens a page
 * with `?preview=draft` (the home page shows every structured item and the header and footer
 * theirs); undefined for anyone else, who gets what is published.
 */
export async function draftContentApi(request: Request, context: AppLoadContext) {
  return (await previewsDrafts(request, context)) ? context.apiAs(undefined, { contentVersion: 'draft' }) : undefined;
}

/** True when an administrator or a manager asks for the drafts (`?preview=draft`). */
export async function previewsDrafts(request: Request, context: AppLoadContext): Promise<boolean> {
  return new URL(request.url).searchParams.get(PREVIEW_PARAM) === 'draft' && context.token !== undefined && canAdminister(await context.user());
}

/** A preview is for the operator alone: never kept by a cache nor indexed. */
const previewHeaders = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/**
 * Loads a markdown entry of the content service in the shopper's language: the published
 * version, or a 404 when that language has none (never the other language's text). With
 * `?preview=draft`, an administrator or a manager sees the draft of that language instead
 * (the root bannered the page); anyone else gets the published page.
 */
export async function loadContentPage(request: Request, context: AppLoadContext, key: string) {
  const drafts = await draftContentApi(request, context);
  const headers = drafts ? previewHeaders : undefined;
  try {
    const entry = await (drafts ?? context.api).contentEntry(key);
    return data({ title: entry.title, html: markdownHtml(entry.markdown) }, { headers });
  } catch {
    throw data(null, { status: 404, headers });
  }
}
