import { SEARCH_MIN_CHARS, SEARCH_POPUP_MAX_PRODUCTS, SUGGESTIONS_MAX } from '@store/contracts/constants';
import type { Language } from '@store/contracts/locale';
import type { Suggestions } from '@store/contracts/search';
import { foldText } from '@store/contracts/validators';
import type { Database } from '@store/db/client';
import { listCategories } from '../categories/categories.service.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { toProductSummary } from '../products/products.service.ts';
import { catalogueIndex } from './catalogue-index/index-sync.ts';
import * as repo from './search.repo.ts';
import { inStages, readSearch } from './search-stages.ts';

const cached = ttlCache<Suggestions>(60_000, 2_000);

/** After a change to how words are read (synonyms), this process's popup answers it at once. */
export const forgetSuggestions = () => cached.clear();

/**
 * The header popup: categories and sub-categories whose name or keyword contains the typed
 * text, then those the words name (`tele` -> Televisions), at most 10; and the first 3
 * products of the results page for the same text (same words, synonyms, prefix, ranking and
 * stages, on the same catalogue index), so the popup and the page agree. Answers are kept a minute: shoppers type the same first letters all day.
 */
export function suggest(db: Database, text: string, language: Language): Promise<Suggestions> {
  const needle = foldText(text.trim());
  return cached(`${language}:${needle}`, () => computeSuggestions(db, needle, language));
}

async function computeSuggestions(db: Database, needle: string, language: Language): Promise<Suggestions> {
  const { words, sort, realWords, textOf } = await readSearch(db, [needle]);
  if (needle.length < SEARCH_MIN_CHARS || (words.length === 0 && !sort)) return { categories: [], products: [] };
  const index = await catalogueIndex(db);
  const firstProducts = async (searched: readonly string[]) => {
    const text = searched.length === 0 ? undefined : await textOf(searched);
    const { ids } = index.search({ text, filter: {}, order: sort ?? (text ? 'relevance' : 'createdDate,desc'), offset: 0, limit: SEARCH_POPUP_MAX_PRODUCTS });
    return repo.productsByIds(db, ids);
  };
  const [tree, staged, named] = await Promise.all([
    listCategories(db, language),
    inStages(db, words, realWords, {
      answer: firstProducts,
      found: (rows) => rows.length > 0,
      matches: async (searched) => index.anyMatch((await textOf(searched)).match),
    }),
    words.length > 0 ? textOf(words).then((text) => text.kinds) : new Set<number>(),
  ]);
  const matches = (...texts: string[]) => texts.some((value) => foldText(value).includes(needle));
  const categories: Suggestions['categories'] = [];
  const namedKinds: Suggestions['categories'] = [];
  for (const category of tree) {
    const { subCategories, ...rest } = category;
    if (matches(category.name, category.keyword)) categories.push({ ...rest, kind: 'category' });
    for (const sub of subCategories) {
      if (matches(sub.name, sub.keyword)) categories.push({ ...sub, kind: 'subCategory' });
      else if (named.has(sub.id)) namedKinds.push({ ...sub, kind: 'subCategory' });
    }
  }
  return { categories: [...categories, ...namedKinds].slice(0, SUGGESTIONS_MAX), products: staged.answer.map((row) => toProductSummary(row, language)) };
}
