import type { Language } from './locale.ts';

/*
 * Rules of the content store for operators (issue #15 item 5, decision 79), safe for the
 * browser: the keys an operator edits, their limits, the storefront page that shows each, and
 * what markdown is refused before it is stored. The schemas are in admin-content.ts.
 */

/** Markdown items: the help pages, the attention modal's text, the newsletter block. */
export const markdownContentKeys = ['faq', 'cgu', 'privacy', 'attention', 'newsletter'] as const;
export type MarkdownContentKey = (typeof markdownContentKeys)[number];

/** Structured items (decision 80): lists and choices, each language its own version like the pages. */
export const blockContentKeys = ['slides', 'search-keys', 'socials', 'featured-product', 'category-showcase'] as const;
export type BlockContentKey = (typeof blockContentKeys)[number];

export type ContentKey = MarkdownContentKey | BlockContentKey;

export function isBlockContentKey(key: string): key is BlockContentKey {
  return (blockContentKeys as readonly string[]).includes(key);
}

/** How many rows a list item (slides, search keys, socials, showcase choices) may have. */
export const CONTENT_LIST_MAX = 20;
export const CONTENT_LINE_MAX = 200;

export const CONTENT_TITLE_MAX = 120;
export const CONTENT_MARKDOWN_MAX = 50_000;
/** Versions an item's page lists, newest first. */
export const CONTENT_HISTORY_MAX = 50;

/**
 * Where the storefront shows an item, for its preview: the help pages are their own pages; the
 * home page shows every other item (the attention message opens on it, the newsletter block is
 * its footer, the slides and the featured product are on it, search keys, socials and the
 * showcase in its header and menu).
 */
export const contentPagePaths: Readonly<Record<ContentKey, string>> = {
  faq: '/faq',
  cgu: '/cgu',
  privacy: '/privacy',
  attention: '/',
  newsletter: '/',
  slides: '/',
  'search-keys': '/',
  socials: '/',
  'featured-product': '/',
  'category-showcase': '/',
};

export function isMarkdownContentKey(key: string): key is MarkdownContentKey {
  return (markdownContentKeys as readonly string[]).includes(key);
}

/**
 * Per language: `missing` was never published (the storefront shows nothing for it, never the
 * other language's text), `changed` has a draft newer than what is published, `published` shows
 * its draft.
 */
export const contentStatuses = ['published', 'changed', 'missing'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export function contentStatus(state: { draftVersionId: number | null; publishedVersionId: number | null }): ContentStatus {
  if (state.publishedVersionId === null) return 'missing';
  return state.draftVersionId === state.publishedVersionId ? 'published' : 'changed';
}

/** The storefront page with a language's drafts, for operators (never cached, bannered). */
export function contentPreviewUrl(key: ContentKey, language: Language): string {
  return `${contentPagePaths[key]}?lang=${language}&preview=draft`;
}

/**
 * A link target a page may carry: a path of this store (`/faq`, never `//evil.example`,
 * `/\evil.example` or `/&#47;evil`, which browsers or markdown read as another site), an anchor,
 * or an absolute http(s), mailto or tel address. Anything else (`javascript:`, `data:`, a
 * relative path) is refused when saved and rendered inert.
 */
export function isSafeLinkTarget(href: string): boolean {
  const target = href.trim();
  return /^(?:\/(?![/\\&%])|#|https?:\/\/[^/\\\s]|mailto:|tel:)/i.test(target) && !/\s/.test(target) && ![...target].some((character) => character.charCodeAt(0) < 32);
}

const RAW_HTML = /<\/?[a-z!?][^>]*>/i;
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^<>\s]*)>/gi;
const INLINE_TARGET = /\]\(\s*<?([^)\s>]*)/g;
const REFERENCE_TARGET = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]*)/gm;

/**
 * Why markdown may not be stored: `html` when it carries raw HTML (a `<script>`, an `<img
 * onerror>`, a comment), `link` when a link or picture leads anywhere `isSafeLinkTarget` refuses;
 * null when it is safe. The storefront renders markdown without raw HTML anyway; refusing it
 * at the door tells the operator instead of silently dropping what they typed.
 */
export function unsafeMarkdown(markdown: string): 'html' | 'link' | null {
  const autolinks = [...markdown.matchAll(AUTOLINK)].map((match) => match[1] ?? '');
  if (RAW_HTML.test(markdown.replace(AUTOLINK, ''))) return 'html';
  const targets = [...autolinks, ...[...markdown.matchAll(INLINE_TARGET)].map((match) => match[1] ?? ''), ...[...markdown.matchAll(REFERENCE_TARGET)].map((match) => match[1] ?? '')];
  return targets.every(isSafeLinkTarget) ? null : 'link';
}
