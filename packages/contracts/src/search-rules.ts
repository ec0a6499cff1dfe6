import { PRICE_MAX, PRICE_MIN, SEARCH_MIN_CHARS, SEARCH_PAGE_SIZES } from './constants.ts';
import { foldText } from './validators.ts';

/* Search rules, safe for the browser (no zod: the schemas of the search endpoints are in search.ts). */

/** Longest search text accepted per `q` value. */
export const SEARCH_TEXT_MAX = 200;
/** Deepest page reachable by paging (deeper is a crawler, not a shopper). */
export const SEARCH_PAGE_MAX = 1000;

export const searchSorts = ['relevance', 'createdDate,desc', 'createdDate,asc', 'price,asc', 'price,desc'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Any requested page size snaps up to the nearest of 9, 16, 24. */
export function snapPageSize(size: number): (typeof SEARCH_PAGE_SIZES)[number] {
  return SEARCH_PAGE_SIZES.find((allowed) => size <= allowed) ?? SEARCH_PAGE_SIZES[SEARCH_PAGE_SIZES.length - 1] ?? 24;
}

/**
 * Words of a search, lower-case and without accents. A word shorter than the popup minimum is
 * dropped (`a`, `l'`, `d'` say nothing), except a digit (`ryzen 5`, `flip 6`) and a letter that
 * starts a model with the number after it (`galaxy s 24`, `samsung a 15`: the search joins them).
 * `["Écouteurs  sans-fil"]` gives `["ecouteurs", "sans", "fil"]`.
 */
export function searchTokens(texts: readonly string[]): string[] {
  const words = texts.flatMap((text) => foldText(text).split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length > 0);
  return words.filter((word, at) => word.length >= SEARCH_MIN_CHARS || /^\d$/.test(word) || /^\d/.test(words[at + 1] ?? '')).slice(0, 12);
}

/** Price ranges (CFA) offered as facets. */
export const priceBuckets = [
  { min: PRICE_MIN, max: 25_000 },
  { min: 25_000, max: 100_000 },
  { min: 100_000, max: 250_000 },
  { min: 250_000, max: 500_000 },
  { min: 500_000, max: 1_000_000 },
  { min: 1_000_000, max: PRICE_MAX },
] as const;
