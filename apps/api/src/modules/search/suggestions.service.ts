import { SEARCH_MIN_CHARS, SEARCH_POPUP_MAX_PRODUCTS, SUGGESTIONS_MAX } from '@store/contracts/constants';
import type { Language } from '@store/contracts/locale';
import type { Suggestions } from '@store/contracts/search';
import { searchTokens } from '@store/contracts/search-rules';
import { foldText } from '@store/contracts/validators';
import type { Database } from '@store/db/client';
import { listCategories } from '../categories/categories.service.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { toProductSummary } from '../products/products.service.ts';
import { closestWord } from './typo.ts';
import * as repo from './search.repo.ts';

const cached = ttlCache<Suggestions>(60_000, 2_000);

/**
 * The header popup: categories and sub-categories whose name or keyword contains the typed
 * text (at most 10), and the 3 newest products matching it, the last word completed to the
 * catalogue's most used words that start with it (`sa` -> samsung, sandisk...). Answers are
 * kept a minute: shoppers type the same first letters all day.
 */
export function suggest(db: Database, text: string, language: Language): Promise<Suggestions> {
  const needle = foldText(text.trim());
  return cached(`${language}:${needle}`, () => computeSuggestions(db, needle, language));
}

async function productsFor(db: Database, tokens: string[]) {
  const last = tokens.at(-1) ?? '';
  let words = await repo.completions(db, last);
  if (words.length === 0) {
    // Nothing starts like this: maybe a typo of a known word.
    const corrected = closestWord(last, await repo.nearestWords(db, last));
    words = corrected ? [corrected] : [];
  }
  if (words.length === 0) return [];
  return repo.newestMatches(db, repo.completionQuery(tokens, words), SEARCH_POPUP_MAX_PRODUCTS);
}

async function computeSuggestions(db: Database, needle: string, language: Language): Promise<Suggestions> {
  const tokens = searchTokens([needle]);
  if (needle.length < SEARCH_MIN_CHARS || tokens.length === 0) return { categories: [], products: [] };
  const [tree, rows] = await Promise.all([listCategories(db, language), productsFor(db, tokens)]);
  const matches = (...texts: string[]) => texts.some((value) => foldText(value).includes(needle));
  const categories: Suggestions['categories'] = [];
  for (const category of tree) {
    const { subCategories, ...rest } = category;
    if (matches(category.name, category.keyword)) categories.push({ ...rest, kind: 'category' });
    for (const sub of subCategories) if (matches(sub.name, sub.keyword)) categories.push({ ...sub, kind: 'subCategory' });
  }
  return { categories: categories.slice(0, SUGGESTIONS_MAX), products: rows.map((row) => toProductSummary(row, language)) };
}
