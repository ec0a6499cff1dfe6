import type { Database } from '@store/db/client';
import { accounts, products, productSpecificationValues, searchWords, specifications } from '@store/db/schema/index';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { joinCatalog, productSummaryColumns } from '../products/products.repo.ts';
import { onProPlan } from '../subscriptions/plans.ts';

/** The products of a page, in the order of `ids`. */
export async function productsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await joinCatalog(db.select(productSummaryColumns).from(products).$dynamic()).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Promoted products of pro shops (spec §1 ads), among `ids` when given, in an order that
 * changes every hour so that each shop's promotions take turns at the top.
 */
export function sponsored(db: Database, limit: number, among?: readonly number[]) {
  if (among?.length === 0) return Promise.resolve([]);
  return joinCatalog(db.select(productSummaryColumns).from(products).$dynamic())
    .where(
      and(
        eq(products.published, true),
        isNull(products.deletedAt),
        isNotNull(products.promotedAt),
        among ? inArray(products.id, [...among]) : undefined,
        onProPlan(products.accountId),
      ),
    )
    .orderBy(sql`md5(${products.id}::text || to_char(now(), 'YYYYMMDDHH24'))`)
    .limit(limit);
}

/** The id of the shop with this slug; -1 when there is none, so that nothing matches. */
export async function sellerId(db: Database, slug: string) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.slug, slug));
  return row?.id ?? -1;
}

/** Products carrying every chosen specification value. */
export async function productsWithSpecifications(db: Database, specs: readonly { code: string; value: string }[]) {
  let kept: Set<number> | undefined;
  for (const spec of specs) {
    const rows = await db
      .select({ id: productSpecificationValues.productId })
      .from(productSpecificationValues)
      .innerJoin(specifications, eq(specifications.id, productSpecificationValues.specificationId))
      .where(and(eq(specifications.code, spec.code), eq(productSpecificationValues.value, spec.value)));
    const ids = new Set(rows.map((row) => row.id));
    kept = kept ? new Set([...kept].filter((id) => ids.has(id))) : ids;
  }
  return kept ?? new Set<number>();
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

/** Specification values of `ids` (the matches of a sub-category), with how many carry each. */
export function specificationFacet(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
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
    .from(productSpecificationValues)
    .innerJoin(specifications, eq(specifications.id, productSpecificationValues.specificationId))
    // A specification an operator made not filterable is left out of the filters (decision 77).
    .where(and(eq(specifications.filterable, true), sql`${productSpecificationValues.productId} = any(${`{${ids.join(',')}}`}::int[])`))
    .groupBy(specifications.code, specifications.nameFr, specifications.nameEn, specifications.unit, specifications.position, productSpecificationValues.value)
    .orderBy(asc(specifications.position), asc(productSpecificationValues.value))
    .limit(200);
}
