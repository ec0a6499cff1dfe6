import { SPONSORED_IN_SEARCH } from '@store/contracts/plans';
import type { Language } from '@store/contracts/locale';
import type { SearchQuery, SearchResult } from '@store/contracts/search';
import type { Database } from '@store/db/client';
import { priceBuckets } from '@store/contracts/search-rules';
import { type CatalogueTree, catalogueTree } from '../categories/categories.service.ts';
import { toProductSummary } from '../products/products.service.ts';
import type { CatalogueIndex, IndexFilter, TextSearch } from './catalogue-index/catalogue-index.ts';
import { catalogueIndex } from './catalogue-index/index-sync.ts';
import * as repo from './search.repo.ts';
import { inStages, readSearch } from './search-stages.ts';
import { localized } from '../../lib/localize.ts';

/** The page's filters as the index holds them: slugs to ids, specification values to products. */
async function indexFilter(db: Database, tree: CatalogueTree, query: SearchQuery): Promise<IndexFilter> {
  const subCategories = [...tree.subCategories.values()];
  const category = query.category === undefined ? undefined : tree.categories.find((row) => row.slug === query.category);
  const specs = query.spec.map((pair) => {
    const separator = pair.indexOf(':');
    return { code: pair.slice(0, separator), value: pair.slice(separator + 1) };
  });
  return {
    categorySubCategories: query.category === undefined ? undefined : new Set(subCategories.filter((sub) => sub.categoryId === category?.id).map((sub) => sub.id)),
    subCategoryId: query.subCategory === undefined ? undefined : (subCategories.find((sub) => sub.slug === query.subCategory)?.id ?? -1),
    location: query.location,
    accountId: query.seller === undefined ? undefined : await repo.sellerId(db, query.seller),
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    productIds: specs.length > 0 ? await repo.productsWithSpecifications(db, specs) : undefined,
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

const countsOf = <K>(counts: Map<K, number>) => [...counts].map(([key, count]) => ({ key, count }));

/** One page of a search, with its total, facets and, on the first page, the sponsored matches. */
async function runSearch(db: Database, index: CatalogueIndex, tree: CatalogueTree, filter: IndexFilter, text: TextSearch | undefined, query: SearchQuery, language: Language) {
  const sort = query.sort ?? (text ? 'relevance' : 'createdDate,desc');
  const answer = index.search({ text, filter, order: sort, offset: query.page * query.size, limit: query.size });
  const [rows, sponsored, specRows] = await Promise.all([
    repo.productsByIds(db, answer.ids),
    // Sponsored products sit above the first page only; a shop's own page shows none.
    query.page === 0 && !query.seller ? repo.sponsored(db, SPONSORED_IN_SEARCH, answer.promoted) : Promise.resolve([]),
    query.subCategory ? repo.specificationFacet(db, answer.facets.specificationCandidates) : Promise.resolve([]),
  ]);
  const { facets } = answer;
  const across = countsOf(facets.acrossCategories).map(({ key, count }) => ({ subCategoryId: key, count }));
  const within = countsOf(facets.withinCategory).map(({ key, count }) => ({ subCategoryId: key, count }));
  const { categories } = treeFacets(tree, across, language);
  const { subCategories } = treeFacets(tree, query.category ? within : across, language);
  const locations = countsOf(facets.locations)
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, 30)
    .map(({ key, count }) => ({ value: key, label: key, count }));
  const summaryOf = (row: (typeof rows)[number]) => toProductSummary(row, language);
  return {
    items: rows.map(summaryOf),
    sponsored: sponsored.map(summaryOf),
    page: query.page,
    size: query.size,
    sort,
    total: answer.total,
    facets: {
      categories,
      subCategories,
      locations,
      prices: priceBuckets.map((bucket, at) => ({ ...bucket, count: facets.prices[at] ?? 0 })),
      specifications: groupSpecifications(specRows, language),
    },
  };
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
  const rows = await repo.sponsored(db, limit);
  return rows.map((row) => toProductSummary(row, language));
}

/**
 * Product search: words in French or English (stems, accents and case ignored, the last word
 * also as a prefix, each word or phrase also as its synonyms), filters and facets, in the
 * stages of `inStages` (typos corrected, then words dropped from the end, said in
 * `correctedQuery` and `relaxedQuery`). A wish such as `pas cher` sorts instead of searching.
 * Matching, ranking and counting run on the in-memory catalogue index (decision 63); the
 * database gives the page's rows.
 */
export async function searchProducts(db: Database, query: SearchQuery, language: Language): Promise<SearchResult> {
  const [{ words, sort, realWords, textOf }, index, tree] = await Promise.all([readSearch(db, [...query.q, ...(query.key ? [query.key] : [])]), catalogueIndex(db), catalogueTree(db)]);
  const asked = query.sort || !sort ? query : { ...query, sort };
  const filter = await indexFilter(db, tree, asked);
  const staged = await inStages(db, words, realWords, {
    answer: async (searched) => runSearch(db, index, tree, filter, searched.length === 0 ? undefined : await textOf(searched), asked, language),
    found: (result) => result.total > 0,
    matches: async (searched) => index.search({ text: await textOf(searched), filter, order: 'relevance', offset: 0, limit: 0 }).total > 0,
  });
  return { ...staged.answer, correctedQuery: staged.correctedQuery, relaxedQuery: staged.relaxedQuery };
}
