/**
 * Pages whose content is the same for every visitor of a language and currency: the page
 * server may keep them briefly for visitors who are not signed in (apps/web/server/page-cache.ts).
 * Their personal parts (cart count, greeting, recent searches) come from `/personal` after load.
 */
const PUBLIC_PAGE = /^\/(?:|search-product|product\/[^/]+|seller\/[^/]+|faq|cgu|privacy)$/;

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/'));
}
