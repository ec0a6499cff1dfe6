import { SEARCH_TEXT_MAX } from '@store/contracts/search-rules';
import { searchQuerySchema } from '@store/contracts/search';

/** Query parameters the search page understands; anything else is dropped from links. */
const knownKeys = ['q', 'key', 'category', 'subCategory', 'location', 'seller', 'spec', 'priceMin', 'priceMax', 'sort', 'size', 'page'] as const;

/**
 * The page's URL made safe to search with: unknown keys dropped, over-long text cut, and any
 * invalid value (a bad sort, a negative size...) removed so the page falls back to its default
 * instead of failing.
 */
export function sanitizeSearchParams(input: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of knownKeys) {
    for (const value of input.getAll(key)) {
      const trimmed = value.trim();
      if (trimmed) params.append(key, key === 'q' || key === 'key' ? trimmed.slice(0, SEARCH_TEXT_MAX) : trimmed);
    }
  }
  for (let attempt = 0; attempt < knownKeys.length; attempt++) {
    const parsed = searchQuerySchema.safeParse(toQueryObject(params));
    if (parsed.success) break;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string') params.delete(key);
    }
  }
  return params;
}

function toQueryObject(params: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    object[key] = key === 'q' || key === 'spec' ? values : (values[0] ?? '');
  }
  return object;
}
