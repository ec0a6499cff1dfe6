import { SEARCH_MIN_CHARS, SEARCH_POPUP_MAX_PRODUCTS, SUGGESTIONS_MAX } from '@store/contracts/constants';
import type { Language } from '@store/contracts/locale';
import { searchTokens, type Suggestions } from '@store/contracts/search';
import { foldText } from '@store/contracts/validators';
import type { Database } from '@store/db/client';
import { listCategories } from '../categories/categories.service.ts';
import * as repo from './search.repo.ts';
import { toProductSummary } from '../products/products.service.ts';
import { correctTokens } from './search.service.ts';

/**
 * The header popup: categories and sub-categories whose name or keyword contains the typed
 * text (at most 10), and the 3 best products, the last word matching as a prefix.
 */
export async function suggest(db: Database, text: string, language: Language): Promise<Suggestions> {
  const needle = foldText(text.trim());
  const tokens = searchTokens([text]);
  if (needle.length < SEARCH_MIN_CHARS || tokens.length === 0) return { categories: [], products: [] };

  const findProducts = (words: string[]) =>
    repo.findPage(db, { tokens: words, specs: [] }, repo.prefixQuery(words), 'relevance', SEARCH_POPUP_MAX_PRODUCTS, 0);
  const [tree, firstRows] = await Promise.all([listCategories(db, language), findProducts(tokens)]);
  let rows = firstRows;
  if (rows.length === 0) {
    const corrected = await correctTokens(db, tokens);
    if (corrected) rows = await findProducts(corrected);
  }

  const matches = (...texts: string[]) => texts.some((value) => foldText(value).includes(needle));
  const categories: Suggestions['categories'] = [];
  for (const category of tree) {
    const { subCategories, ...rest } = category;
    if (matches(category.name, category.keyword)) categories.push({ ...rest, kind: 'category' });
    for (const sub of subCategories) if (matches(sub.name, sub.keyword)) categories.push({ ...sub, kind: 'subCategory' });
  }
  return { categories: categories.slice(0, SUGGESTIONS_MAX), products: rows.map((row) => toProductSummary(row, language)) };
}
