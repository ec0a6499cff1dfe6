import { SPONSORED_IN_SEARCH } from '@store/contracts/plans';
import type { Language } from '@store/contracts/locale';
import type { SearchQuery, SearchResult } from '@store/contracts/search';
import type { Database } from '@store/db/client';
import type { SQL } from 'drizzle-orm';
import { type CatalogueTree, catalogueTree } from '../categories/categories.service.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { toProductSummary } from '../products/products.service.ts';
import * as repo from './search.repo.ts';
import { inStages, readSearch } from './search-stages.ts';
import { localized } from '../../lib/localize.ts';

function toFilter(query: SearchQuery, tokens: string[]): repo.SearchFilter {
  return {
    tokens,
    category: query.category,
    subCategory: query.subCategory,
    location: query.location,
    seller: query.seller,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    specs: query.spec.map((pair) => {
      const separator = pair.indexOf(':');
      return { code: pair.slice(0, separator), value: pair.slice(separator + 1) };
    }),
  };
}

type FacetCount = SearchResult['facets']['categories'][number];

/** Category and sub-category facets from per-sub-category counts, named from the cached tree. */
function treeFacets(tree: CatalogueTree, counts: { subCategoryId: number; count: number }[], language: Language) {
  const name = (row: { nameFr: string; nameEn: string }) => localized(row, 'name', language);
  const perCategory = new Map<number, number>();
  const subCategories: FacetCount[] = [];
  for (const { subCategoryId, count } of counts) {
    const sub = tree.subCategories.get(subCategoryId);
    if (!sub) continue;
    perCategory.set(sub.categoryId, (perCategory.get(sub.categoryId) ?? 0) + count);
    subCategories.push({ value: sub.slug, label: name(sub), count });
  }
  const categories = tree.categories.flatMap((category) => {
    const count = perCategory.get(category.id);
    return count ? [{ value: category.slug, label: name(category), count }] : [];
  });
  return { categories, subCategories: subCategories.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)) };
}

/**
 * Counts and facets of a filter set, kept a minute: paging, sorting and every shopper browsing
 * the same category reuse them, and a count a minute old misleads nobody. The page of
 * products itself is always read live.
 */
const facetCache = ttlCache<Omit<SearchResult, 'items' | 'sponsored' | 'page' | 'size' | 'sort' | 'correctedQuery' | 'relaxedQuery'>>(60_000, 5_000);

async function countsAndFacets(db: Database, filter: repo.SearchFilter, text: SQL | undefined, language: Language) {
  const [total, tree, acrossCategories, withinCategory, locationRows, prices, specRows] = await Promise.all([
    repo.countMatches(db, filter, text),
    catalogueTree(db),
    repo.subCategoryCounts(db, filter, text, ['category', 'subCategory']),
    filter.category ? repo.subCategoryCounts(db, filter, text, ['subCategory']) : Promise.resolve(undefined),
    repo.locationFacet(db, filter, text),
    repo.priceFacet(db, filter, text),
    filter.subCategory ? repo.specificationFacet(db, filter, text) : Promise.resolve([]),
  ]);
  const { categories } = treeFacets(tree, acrossCategories, language);
  const { subCategories } = treeFacets(tree, withinCategory ?? acrossCategories, language);
  return {
    total,
    facets: {
      categories,
      subCategories,
      locations: locationRows.map((row) => ({ value: row.value, label: row.value, count: row.count })),
      prices,
      specifications: groupSpecifications(specRows, language),
    },
  };
}

async function runSearch(db: Database, filter: repo.SearchFilter, text: SQL | undefined, query: SearchQuery, language: Language, ranking?: repo.Ranking) {
  const sort = query.sort ?? (text ? 'relevance' : 'createdDate,desc');
  const [rows, summary, sponsored] = await Promise.all([
    repo.findPage(db, filter, text, sort, query.size, query.page * query.size, ranking),
    facetCache(JSON.stringify([language, filter]), () => countsAndFacets(db, filter, text, language)),
    // Sponsored products sit above the first page only; a shop's own page shows none.
    query.page === 0 && !filter.seller ? repo.sponsoredMatches(db, filter, text, SPONSORED_IN_SEARCH) : Promise.resolve([]),
  ]);
  const summaryOf = (row: (typeof rows)[number]) => toProductSummary(row, language);
  return { items: rows.map(summaryOf), sponsored: sponsored.map(summaryOf), page: query.page, size: query.size, sort, ...summary };
}

function groupSpecifications(rows: Awaited<ReturnType<typeof repo.specificationFacet>>, language: Language) {
  const byCode = new Map<string, SearchResult['facets']['specifications'][number]>();
  for (const row of rows) {
    let group = byCode.get(row.code);
    if (!group) {
      group = { code: row.code, name: language === 'fr' ? row.nameFr : row.nameEn, unit: row.unit, values: [] };
      byCode.set(row.code, group);
    }
    group.values.push({ value: row.value, label: row.unit ? `${row.value} ${row.unit}` : row.value, count: row.count });
  }
  return [...byCode.values()];
}

/** `GET products/sponsored`: promoted products of pro shops for the home page, taking turns hourly. */
export async function sponsoredProducts(db: Database, limit: number, language: Language) {
  const rows = await repo.sponsoredMatches(db, { tokens: [], specs: [] }, undefined, limit);
  return rows.map((row) => toProductSummary(row, language));
}

/**
 * Product search: words in French or English (stems, accents and case ignored, the last word
 * also as a prefix, each word or phrase also as its synonyms), filters and facets, in the
 * stages of `inStages` (typos corrected, then words dropped from the end, said in
 * `correctedQuery` and `relaxedQuery`). A wish such as `pas cher` sorts instead of searching.
 */
export async function searchProducts(db: Database, query: SearchQuery, language: Language): Promise<SearchResult> {
  const { words, sort, realWords, textOf } = await readSearch(db, [...query.q, ...(query.key ? [query.key] : [])]);
  const asked = query.sort || !sort ? query : { ...query, sort };
  const staged = await inStages(db, words, realWords, {
    answer: (searched) => {
      if (searched.length === 0) return runSearch(db, toFilter(asked, []), undefined, asked, language);
      const { text, ranking } = textOf(searched);
      return runSearch(db, toFilter(asked, [...searched]), text, asked, language, ranking);
    },
    found: (result) => result.total > 0,
    matches: async (searched) => (await repo.countMatches(db, toFilter(asked, [...searched]), textOf(searched).text)) > 0,
  });
  return { ...staged.answer, correctedQuery: staged.correctedQuery, relaxedQuery: staged.relaxedQuery };
}
