import { priceBuckets } from '@store/contracts/search-rules';
import type { Database } from '@store/db/client';
import { accounts, categories, products, productSpecificationValues, searchWords, specifications, subCategories } from '@store/db/schema/index';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { joinCatalog, productSummaryColumns } from '../products/products.repo.ts';
import { onProPlan } from '../subscriptions/plans.ts';

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

/** The most used known words starting with what is typed (prefix index on search_words). */
export async function completions(db: Database, prefix: string, limit = 3) {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} like ${`${prefix.replace(/[\\%_]/g, '')}%`}`)
    .orderBy(desc(searchWords.frequency), asc(searchWords.word))
    .limit(limit);
  // Words and tokens are letters and digits only, so they are safe in tsquery text.
  return rows.map((row) => row.word).filter((word) => /^[\p{L}\p{N}]+$/u.test(word));
}

/**
 * All conditions of a search, leaving out one facet's own filter so its counts stay useful.
 * Filters on categories and sellers are subqueries on small tables, so counting and facets
 * read `products` alone.
 */
function conditions(filter: SearchFilter, query: SQL | undefined, omit: readonly Facet[] = []): SQL | undefined {
  const keep = (facet: Facet) => !omit.includes(facet);
  return and(
    eq(products.published, true),
    query ? sql`${products.searchVector} @@ ${query}` : undefined,
    filter.category && keep('category')
      ? sql`${products.subCategoryId} in (select ${subCategories.id} from ${subCategories} join ${categories} on ${categories.id} = ${subCategories.categoryId} where ${categories.slug} = ${filter.category})`
      : undefined,
    filter.subCategory && keep('subCategory') ? sql`${products.subCategoryId} in (select ${subCategories.id} from ${subCategories} where ${subCategories.slug} = ${filter.subCategory})` : undefined,
    filter.location && keep('location') ? eq(products.location, filter.location) : undefined,
    filter.seller ? sql`${products.accountId} in (select ${accounts.id} from ${accounts} where ${accounts.slug} = ${filter.seller})` : undefined,
    filter.priceMin !== undefined && keep('price') ? gte(products.defaultCurrencyPrice, filter.priceMin) : undefined,
    filter.priceMax !== undefined && keep('price') ? lte(products.defaultCurrencyPrice, filter.priceMax) : undefined,
    ...(keep('spec') ? filter.specs : []).map(
      (spec) =>
        sql`exists (select 1 from ${productSpecificationValues} join ${specifications} on ${specifications.id} = ${productSpecificationValues.specificationId}
          where ${productSpecificationValues.productId} = ${products.id} and ${specifications.code} = ${spec.code} and ${productSpecificationValues.value} = ${spec.value})`,
    ),
  );
}

export type SearchOrder = 'relevance' | 'createdDate,desc' | 'createdDate,asc' | 'price,asc' | 'price,desc';

/** What relevance ranks by besides the matching query (see `relevanceOrder`). */
export interface Ranking {
  /** The same words without the last one's prefix: exact words beat completions. */
  exact: SQL;
  /** Sub-categories the search names (`laptop` -> Laptops). */
  kinds: readonly number[];
  /** The first searched word: the earlier in the name, the better. */
  firstWord: string;
}

/**
 * Relevance in stages, each breaking the ties of the one before (as Algolia's tie-breaking):
 * the kind of product the search names; every word in the brand or name rather than in
 * category words; exact words rather than completions; in stock; the first word early in the
 * name; then text rank (word proximity, shorter texts first) and the newest.
 */
function relevanceOrder(query: SQL, ranking: Ranking | undefined): SQL[] {
  const stages: SQL[] = [];
  if (ranking) {
    if (ranking.kinds.length > 0) stages.push(sql`(${products.subCategoryId} in (${sql.join(ranking.kinds.map((id) => sql`${id}`), sql`, `)})) desc`);
    stages.push(sql`(ts_filter(${products.searchVector}, '{a}') @@ ${query}) desc`, sql`(${products.searchVector} @@ ${ranking.exact}) desc`);
  }
  stages.push(sql`(${products.quantity} > 0) desc`);
  if (ranking) {
    // Summed over both names: a case "for iPhone 15" names the phone late in at least one.
    const at = (column: SQL) => sql`coalesce(nullif(strpos(unaccent(lower(${column})), ${ranking.firstWord}), 0), 1000)`;
    stages.push(sql`(${at(sql`${products.nameFr}`)} + ${at(sql`${products.nameEn}`)}) asc`);
  }
  return [...stages, sql`ts_rank_cd(${products.searchVector}, ${query}, 1) desc`, desc(products.createdAt), desc(products.id)];
}

function orderBy(order: SearchOrder, query: SQL | undefined, ranking: Ranking | undefined): SQL[] {
  switch (order) {
    case 'relevance':
      return query ? relevanceOrder(query, ranking) : [desc(products.createdAt), desc(products.id)];
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

export function findPage(db: Database, filter: SearchFilter, query: SQL | undefined, order: SearchOrder, limit: number, offset: number, ranking?: Ranking) {
  return joinCatalog(db.select(productSummaryColumns).from(products).$dynamic())
    .where(conditions(filter, query))
    .orderBy(...orderBy(order, query, ranking))
    .limit(limit)
    .offset(offset);
}

/**
 * How many matches the popup ranks. Ranking the first few hundred the index gives costs a few
 * milliseconds at any catalogue size; ranking every match of a common word (10,000 "samsung")
 * costs hundreds (decision 14). Below this many matches the popup shows exactly the results
 * page's first products.
 */
const POPUP_CANDIDATES = 500;

/** The popup's products: the results page's ranking, over the first matches the index gives. */
export function popupPage(db: Database, filter: SearchFilter, query: SQL, order: SearchOrder, limit: number, ranking: Ranking) {
  const candidates = db.select({ id: products.id }).from(products).where(conditions(filter, query)).limit(POPUP_CANDIDATES);
  return joinCatalog(db.select(productSummaryColumns).from(products).$dynamic())
    .where(and(inArray(products.id, candidates), sql`${products.searchVector} @@ ${query}`))
    .orderBy(...orderBy(order, query, ranking))
    .limit(limit);
}

/** Whether anything matches, without counting or ranking. */
export async function anyMatch(db: Database, filter: SearchFilter, query: SQL) {
  const rows = await db.select({ id: products.id }).from(products).where(conditions(filter, query)).limit(1);
  return rows.length > 0;
}

/**
 * Promoted products of pro shops among the matches (spec §1 ads), in an order that changes
 * every hour so that each shop's promotions take turns at the top.
 */
export function sponsoredMatches(db: Database, filter: SearchFilter, query: SQL | undefined, limit: number) {
  return joinCatalog(db.select(productSummaryColumns).from(products).$dynamic())
    .where(and(conditions(filter, query), isNotNull(products.promotedAt), onProPlan(products.accountId)))
    .orderBy(sql`md5(${products.id}::text || to_char(now(), 'YYYYMMDDHH24'))`)
    .limit(limit);
}

export async function countMatches(db: Database, filter: SearchFilter, query: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(products).where(conditions(filter, query));
  return row?.total ?? 0;
}

/** Matches per sub-category; pages sum them into category counts. */
export function subCategoryCounts(db: Database, filter: SearchFilter, query: SQL | undefined, omit: readonly Facet[]) {
  return db
    .select({ subCategoryId: products.subCategoryId, count: count() })
    .from(products)
    .where(conditions(filter, query, omit))
    .groupBy(products.subCategoryId);
}

export function locationFacet(db: Database, filter: SearchFilter, query: SQL | undefined) {
  return db
    .select({ value: products.location, count: count() })
    .from(products)
    .where(conditions(filter, query, ['location']))
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
  const [row] = await db.select(columns).from(products).where(conditions(filter, query, ['price']));
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
  return db
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
    .innerJoin(productSpecificationValues, eq(productSpecificationValues.productId, products.id))
    .innerJoin(specifications, eq(specifications.id, productSpecificationValues.specificationId))
    .where(conditions(filter, query, ['spec']))
    .groupBy(specifications.code, specifications.nameFr, specifications.nameEn, specifications.unit, specifications.position, productSpecificationValues.value)
    .orderBy(asc(specifications.position), asc(productSpecificationValues.value))
    .limit(200);
}
