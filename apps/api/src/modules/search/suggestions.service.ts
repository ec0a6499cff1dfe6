import { SEARCH_MIN_CHARS, SEARCH_POPUP_MAX_PRODUCTS, SUGGESTIONS_MAX } from '@store/contracts/constants';
import type { Language } from '@store/contracts/locale';
import type { Suggestions } from '@store/contracts/search';
import { foldText } from '@store/contracts/validators';
import type { Database } from '@store/db/client';
import { listCategories } from '../categories/categories.service.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { toProductSummary } from '../products/products.service.ts';
import * as repo from './search.repo.ts';
import { inStages, readSearch } from './search-stages.ts';

const cached = ttlCache<Suggestions>(60_000, 2_000);

/**
 * The header popup: categories and sub-categories whose name or keyword contains the typed
 * text, then those the words name (`tele` -> Televisions), at most 10; and the first 3
 * products of the results page for the same text (same words, synonyms, prefix, ranking and
 * stages, ranked over the first 500 matches: exactly the page's below that), so the popup and
 * the page agree. Answers are kept a minute: shoppers type the same first letters all day.
 */
export function suggest(db: Database, text: string, language: Language): Promise<Suggestions> {
  const needle = foldText(text.trim());
  return cached(`${language}:${needle}`, () => computeSuggestions(db, needle, language));
}

async function computeSuggestions(db: Database, needle: string, language: Language): Promise<Suggestions> {
  const { words, sort, realWords, textOf } = await readSearch(db, [needle]);
  if (needle.length < SEARCH_MIN_CHARS || (words.length === 0 && !sort)) return { categories: [], products: [] };
  const filter = (searched: readonly string[]): repo.SearchFilter => ({ tokens: [...searched], specs: [] });
  const firstProducts = (searched: readonly string[]) => {
    if (searched.length === 0) return repo.findPage(db, filter(searched), undefined, sort ?? 'createdDate,desc', SEARCH_POPUP_MAX_PRODUCTS, 0);
    const { text, ranking } = textOf(searched);
    return repo.popupPage(db, filter(searched), text, sort ?? 'relevance', SEARCH_POPUP_MAX_PRODUCTS, ranking);
  };
  const [tree, staged] = await Promise.all([
    listCategories(db, language),
    inStages(db, words, realWords, {
      answer: firstProducts,
      found: (rows) => rows.length > 0,
      matches: (searched) => repo.anyMatch(db, filter(searched), textOf(searched).text),
    }),
  ]);
  const named = new Set(words.length > 0 ? textOf(words).ranking.kinds : []);
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
