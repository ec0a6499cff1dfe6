/* Links of the search page, safe for the browser; reading the page's URL is in search-params.server.ts. */

/**
 * A link to the same search with one parameter changed (`null` removes it). Changing a filter
 * goes back to the first page; choosing a category forgets the sub-category and its specs.
 */
export function searchHref(params: URLSearchParams, key: string, value: string | null, options: { keepPage?: boolean } = {}): string {
  const next = new URLSearchParams(params);
  next.delete(key);
  if (value !== null) next.set(key, value);
  if (!options.keepPage) next.delete('page');
  if (key === 'category') {
    next.delete('subCategory');
    next.delete('spec');
  }
  if (key === 'subCategory') next.delete('spec');
  return `/search-product?${next}`;
}

/** Adds or removes one `code:value` specification filter. */
export function toggleSpecHref(params: URLSearchParams, pair: string): string {
  const next = new URLSearchParams(params);
  const current = next.getAll('spec');
  next.delete('spec');
  for (const value of current.includes(pair) ? current.filter((v) => v !== pair) : [...current, pair]) next.append('spec', value);
  next.delete('page');
  return `/search-product?${next}`;
}

/** A price range whose minimum is above its maximum: no product can match it, the page says so. */
export function priceRangeReversed(params: URLSearchParams): boolean {
  const min = params.get('priceMin');
  const max = params.get('priceMax');
  return min !== null && max !== null && Number(min) > Number(max);
}
