import type { Database } from '@store/db/client';
import { catalogueEpoch, products } from '@store/db/schema/index';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { CatalogueIndex, type IndexedProduct } from './catalogue-index.ts';
import { freshRuns } from './fresh-runs.ts';
import { parseTsvector } from './tsvector.ts';

/**
 * How far back each look re-reads, while the catalogue is changing: a write whose transaction
 * commits after a later one was seen still arrives, as long as it commits within this time.
 */
const OVERLAP_MS = 10_000;
const LOAD_BATCH = 10_000;

interface Held {
  index: CatalogueIndex;
  epoch: number;
  /** The newest write seen, in microseconds since 1970. */
  newest: number;
  /** When (this process's clock) the newest write last moved. */
  movedAt: number;
}

const held = new WeakMap<Database, Held>();

const micros = (column: unknown) => sql<number>`coalesce(extract(epoch from ${column}) * 1000000, 0)::float8`.mapWith(Number);

const indexedColumns = {
  id: products.id,
  subCategoryId: products.subCategoryId,
  accountId: products.accountId,
  location: products.location,
  price: products.defaultCurrencyPrice,
  inStock: sql<boolean>`${products.quantity} > 0`,
  promoted: sql<boolean>`${products.promotedAt} is not null`,
  createdAt: sql<number>`extract(epoch from ${products.createdAt}) * 1000`.mapWith(Number),
  vector: sql<string>`${products.searchVector}::text`,
  version: micros(products.updatedAt),
  listed: sql<boolean>`${products.published} and ${products.deletedAt} is null`,
};

const selectIndexed = (db: Database) => db.select(indexedColumns).from(products).$dynamic();
type Row = Awaited<ReturnType<typeof selectIndexed>>[number];

const toIndexed = (row: Row): IndexedProduct => ({ ...row, lexemes: parseTsvector(row.vector) });

async function state(db: Database) {
  const [row] = await db
    .select({ epoch: sql<number>`${catalogueEpoch.epoch}`.mapWith(Number), newest: sql<number>`(select ${micros(sql`max(${products.updatedAt})`)} from ${products})`.mapWith(Number) })
    .from(catalogueEpoch)
    .where(eq(catalogueEpoch.id, 1));
  return row ?? { epoch: 0, newest: 0 };
}

async function build(db: Database): Promise<Held> {
  const { epoch, newest } = await state(db);
  const index = new CatalogueIndex();
  for (let after = 0; ; ) {
    const rows = await selectIndexed(db)
      .where(and(gt(products.id, after), eq(products.published, true), sql`${products.deletedAt} is null`))
      .orderBy(asc(products.id))
      .limit(LOAD_BATCH);
    for (const row of rows) index.put(toIndexed(row));
    const last = rows.at(-1);
    if (!last || rows.length < LOAD_BATCH) break;
    after = last.id;
  }
  index.freeze();
  // The overlap is re-read only once the catalogue moves again: a build reads everything.
  return { index, epoch, newest, movedAt: 0 };
}

/**
 * Reads the products written since the last look, and the overlap before it, into the index:
 * first their ids and versions, then the whole rows of those the index does not hold as they are.
 */
async function catchUp(db: Database, current: Held, newest: number) {
  const since = current.newest - OVERLAP_MS * 1000;
  const written = await db
    .select({ id: products.id, version: indexedColumns.version, listed: indexedColumns.listed })
    .from(products)
    .where(sql`${products.updatedAt} > to_timestamp(${since / 1_000_000})`);
  const changed: number[] = [];
  for (const row of written) {
    if (!row.listed) current.index.remove(row.id);
    else if (current.index.versionOf(row.id) !== row.version) changed.push(row.id);
  }
  for (let at = 0; at < changed.length; at += LOAD_BATCH) {
    const rows = await selectIndexed(db).where(inArray(products.id, changed.slice(at, at + LOAD_BATCH)));
    for (const row of rows) if (row.listed) current.index.put(toIndexed(row));
  }
  if (newest !== current.newest) {
    current.newest = newest;
    current.movedAt = Date.now();
  }
}

async function look(db: Database): Promise<CatalogueIndex> {
  const current = held.get(db);
  const { epoch, newest } = await state(db);
  if (!current || current.epoch !== epoch || current.index.needsRebuild()) {
    const next = await build(db);
    held.set(db, next);
    return next.index;
  }
  if (newest !== current.newest || Date.now() - current.movedAt < OVERLAP_MS) await catchUp(db, current, newest);
  return current.index;
}

const looks = new WeakMap<Database, () => Promise<CatalogueIndex>>();

/**
 * The catalogue index of this database, brought up to date: each call asks the database for
 * its newest write (one indexed read) and reads what changed since, so a search sees every
 * write committed before it, whichever process made it (decision 63).
 */
export function catalogueIndex(db: Database): Promise<CatalogueIndex> {
  let lookNow = looks.get(db);
  if (!lookNow) {
    lookNow = freshRuns(() => look(db));
    looks.set(db, lookNow);
  }
  return lookNow();
}
