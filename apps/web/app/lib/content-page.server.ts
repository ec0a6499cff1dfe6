import type { MarkdownContentKey } from '@store/contracts/content-admin-rules';
import { canAdminister } from '@store/contracts/roles';
import { data, type AppLoadContext } from 'react-router';
import { namesNothing } from './api/client.server.ts';
import { markdownHtml } from './markdown-html.server.tsx';
import type { PublishedText } from './published-text.ts';

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
 * An operator's markdown item in the client's language, as HTML (the published version, or the
 * draft for a client made by `draftContentApi`); null while that language has none (the page
 * shows its built-in words or a 404: never the other language's text).
 */
export async function publishedText(api: AppLoadContext['api'], key: MarkdownContentKey): Promise<PublishedText | null> {
  try {
    const entry = await api.contentEntry(key);
    return { title: entry.title, html: markdownHtml(entry.markdown) };
  } catch (error) {
    if (namesNothing(error)) return null;
    throw error;
  }
}

/**
 * Loads a markdown entry of the content service in the shopper's language: the published
 * version, or a 404 when that language has none (never the other language's text). With
 * `?preview=draft`, an administrator or a manager sees the draft of that language instead
 * (the root bannered the page); anyone else gets the published page.
 */
export async function loadContentPage(request: Request, context: AppLoadContext, key: MarkdownContentKey) {
  const drafts = await draftContentApi(request, context);
  const headers = drafts ? previewHeaders : undefined;
  const text = await publishedText(drafts ?? context.api, key).catch(() => null);
  if (!text) throw data(null, { status: 404, headers });
  return data(text, { headers });
}
