import { priceBuckets } from '@store/contracts/search';
import type { Database } from '@store/db/client';
import { accounts, categories, products, productSpecificationValues, searchWords, specifications, subCategories } from '@store/db/schema/index';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { joinCatalog, productSummaryColumns } from '../products/products.repo.ts';

export interface SearchFilter {
  /** Words already folded to lower-case ascii letters and digits (see `searchTokens`). */
  tokens: string[];
  category?: string;
  subCategory?: string;
  location?: string;
  seller?: string;
  priceMin?: number;
  priceMax?: number;
  specs: { code: string; value: string }[];
}

type Facet = 'category' | 'subCategory' | 'location' | 'price' | 'spec';

/**
 * The text query in both languages: a product matches when all words match its French or
 * its English wording (stemmed, accents folded). Each word is quoted, so no user text is
 * read as search syntax.
 */
export function textQuery(tokens: readonly string[]): SQL {
  const text = tokens.map((token) => `"${token}"`).join(' ');
  return sql`(websearch_to_tsquery('fr_unaccent', ${text}) || websearch_to_tsquery('en_unaccent', ${text}))`;
}

/** As-you-type: the last word may be unfinished, so it matches as a prefix. */
export function prefixQuery(tokens: readonly string[]): SQL {
  const text = tokens.map((token, index) => (index === tokens.length - 1 ? `${token}:*` : token)).join(' & ');
  return sql`(to_tsquery('fr_unaccent', ${text}) || to_tsquery('en_unaccent', ${text}) || to_tsquery('simple', ${text}))`;
}

/** All conditions of a search, leaving out one facet's own filter so its counts stay useful. */
function conditions(filter: SearchFilter, query: SQL | undefined, omit?: Facet): SQL | undefined {
  return and(
    eq(products.published, true),
    query ? sql`${products.searchVector} @@ ${query}` : undefined,
    filter.category && omit !== 'category' ? eq(categories.slug, filter.category) : undefined,
    filter.subCategory && omit !== 'subCategory' ? eq(subCategories.slug, filter.subCategory) : undefined,
    filter.location && omit !== 'location' ? eq(products.location, filter.location) : undefined,
    filter.seller ? eq(accounts.slug, filter.seller) : undefined,
    filter.priceMin !== undefined && omit !== 'price' ? gte(products.defaultCurrencyPrice, filter.priceMin) : undefined,
    filter.priceMax !== undefined && omit !== 'price' ? lte(products.defaultCurrencyPrice, filter.priceMax) : undefined,
    ...(omit === 'spec' ? [] : filter.specs).map(
      (spec) =>
        sql`exists (select 1 from ${productSpecificationValues} join ${specifications} on ${specifications.id} = ${productSpecificationValues.specificationId}
          where ${productSpecificationValues.productId} = ${products.id} and ${specifications.code} = ${spec.code} and ${productSpecificationValues.value} = ${spec.value})`,
    ),
  );
}

export type SearchOrder = 'relevance' | 'createdDate,desc' | 'createdDate,asc' | 'price,asc' | 'price,desc';

function orderBy(order: SearchOrder, query: SQL | undefined): SQL[] {
  switch (order) {
    case 'relevance':
      return query ? [sql`ts_rank_cd(${products.searchVector}, ${query}) desc`, desc(products.createdAt), desc(products.id)] : [desc(products.createdAt), desc(products.id)];
    case 'createdDate,asc':
      return [asc(products.createdAt), asc(products.id)];
    case 'price,asc':
      return [asc(products.defaultCurrencyPrice), asc(products.id)];
    case 'price,desc':
      return [desc(products.defaultCurrencyPrice), desc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

export function findPage(db: Database, filter: SearchFilter, query: SQL | undefined, order: SearchOrder, limit: number, offset: number) {
  return joinCatalog(db.select(productSummaryColumns).from(products).$dynamic())
    .where(conditions(filter, query))
    .orderBy(...orderBy(order, query))
    .limit(limit)
    .offset(offset);
}

export async function countMatches(db: Database, filter: SearchFilter, query: SQL | undefined) {
  const [row] = await joinCatalog(db.select({ total: count() }).from(products).$dynamic()).where(conditions(filter, query));
  return row?.total ?? 0;
}

export function categoryFacet(db: Database, filter: SearchFilter, query: SQL | undefined) {
  return joinCatalog(db.select({ value: categories.slug, nameFr: categories.nameFr, nameEn: categories.nameEn, count: count() }).from(products).$dynamic())
    .where(conditions(filter, query, 'category'))
    .groupBy(categories.slug, categories.nameFr, categories.nameEn, categories.position)
    .orderBy(asc(categories.position));
}

export function subCategoryFacet(db: Database, filter: SearchFilter, query: SQL | undefined) {
  return joinCatalog(db.select({ value: subCategories.slug, nameFr: subCategories.nameFr, nameEn: subCategories.nameEn, count: count() }).from(products).$dynamic())
    .where(conditions(filter, query, 'subCategory'))
    .groupBy(subCategories.slug, subCategories.nameFr, subCategories.nameEn)
    .orderBy(desc(count()), asc(subCategories.slug))
    .limit(30);
}

export function locationFacet(db: Database, filter: SearchFilter, query: SQL | undefined) {
  return joinCatalog(db.select({ value: products.location, count: count() }).from(products).$dynamic())
    .where(conditions(filter, query, 'location'))
    .groupBy(products.location)
    .orderBy(desc(count()), asc(products.location))
    .limit(30);
}

export async function priceFacet(db: Database, filter: SearchFilter, query: SQL | undefined) {
  const columns = Object.fromEntries(
    priceBuckets.map((bucket, index) => [
      `b${index}`,
      sql<number>`count(*) filter (where ${products.defaultCurrencyPrice} >= ${bucket.min} and ${products.defaultCurrencyPrice} < ${bucket.max})`.mapWith(Number),
    ]),
  );
  const [row] = await joinCatalog(db.select(columns).from(products).$dynamic()).where(conditions(filter, query, 'price'));
  return priceBuckets.map((bucket, index) => ({ ...bucket, count: Number(row?.[`b${index}`] ?? 0) }));
}

/** Known words nearest to a typed one by trigram distance (GiST index), for typo correction. */
export function nearestWords(db: Database, typed: string, limit = 8) {
  return db
    .select({ word: searchWords.word, frequency: searchWords.frequency })
    .from(searchWords)
    .orderBy(sql`${searchWords.word} <-> ${typed}`)
    .limit(limit);
}

export async function knownWords(db: Database, words: readonly string[]) {
  if (words.length === 0) return new Set<string>();
  const rows = await db.select({ word: searchWords.word }).from(searchWords).where(inArray(searchWords.word, [...words]));
  return new Set(rows.map((row) => row.word));
}

/** Specification values of the chosen sub-category, with how many matching products carry each. */
export function specificationFacet(db: Database, filter: SearchFilter, query: SQL | undefined) {
  return joinCatalog(
    db
      .select({
        code: specifications.code,
        nameFr: specifications.nameFr,
        nameEn: specifications.nameEn,
        unit: specifications.unit,
        position: specifications.position,
        value: productSpecificationValues.value,
        count: count(),
      })
      .from(products)
      .$dynamic(),
  )
    .innerJoin(productSpecificationValues, eq(productSpecificationValues.productId, products.id))
    .innerJoin(specifications, eq(specifications.id, productSpecificationValues.specificationId))
    .where(conditions(filter, query, 'spec'))
    .groupBy(specifications.code, specifications.nameFr, specifications.nameEn, specifications.unit, specifications.position, productSpecificationValues.value)
    .orderBy(asc(specifications.position), asc(productSpecificationValues.value))
    .limit(200);
}
