import { type SearchSort, searchSorts } from '@store/contracts/search-rules';
import { synonymPhrase } from '@store/contracts/synonym-rules';
import type { Database } from '@store/db/client';
import { searchSynonyms } from '@store/db/schema/index';
import { count, sql } from 'drizzle-orm';
import type { SynonymMap } from './query-plan.ts';

export interface SynonymData {
  synonyms: SynonymMap;
  /** Phrases asking for an order (`pas cher` -> price ascending). */
  wishes: ReadonlyMap<string, SearchSort>;
  /** Every word of every phrase: real words, never "corrected". */
  words: ReadonlySet<string>;
}

const isSort = (value: string | null): value is SearchSort => searchSorts.some((sort) => sort === value);

/**
 * While the table has just changed, it is read again on every search for this long, as the
 * catalogue index re-reads its overlap (decision 63): an edit whose transaction commits after a
 * later one was seen still arrives.
 */
const OVERLAP_MS = 10_000;

interface Held {
  data: Promise<SynonymData>;
  stamp: string;
  /** When (this process's clock) the stamp last moved. */
  movedAt: number;
}

const held = new WeakMap<Database, Held>();

/** Rows and newest edit: an insert or a delete moves the count, an edit the newest date. */
async function stampOf(db: Database): Promise<string> {
  const [row] = await db.select({ rows: count(), newest: sql<string>`coalesce(max(${searchSynonyms.updatedAt})::text, '')` }).from(searchSynonyms);
  return `${row?.rows ?? 0}/${row?.newest ?? ''}`;
}

async function load(db: Database): Promise<SynonymData> {
  const rows = await db.select({ phrase: searchSynonyms.phrase, synonyms: searchSynonyms.synonyms, sort: searchSynonyms.sort }).from(searchSynonyms);
  const synonyms = new Map<string, string[]>();
  const wishes = new Map<string, SearchSort>();
  const words = new Set<string>();
  for (const row of rows) {
    const phrase = synonymPhrase(row.phrase);
    if (!phrase) continue;
    if (isSort(row.sort)) wishes.set(phrase, row.sort);
    const others = row.synonyms.map(synonymPhrase).filter(Boolean);
    if (others.length > 0) synonyms.set(phrase, others);
    for (const text of [phrase, ...others]) for (const word of text.split(' ')) words.add(word);
  }
  return { synonyms, wishes, words };
}

/**
 * The synonyms table of this database as search reads it. Each call asks the table for its
 * stamp (one read of a small table) and reads the rows again when it moved, so a search sees
 * every committed edit, whichever process made it (decision 81).
 */
export async function synonymData(db: Database): Promise<SynonymData> {
  const stamp = await stampOf(db);
  const current = held.get(db);
  if (current && current.stamp === stamp && Date.now() - current.movedAt >= OVERLAP_MS) return current.data;
  const data = load(db);
  held.set(db, { data, stamp, movedAt: current && current.stamp === stamp ? current.movedAt : current ? Date.now() : 0 });
  data.catch(() => held.delete(db));
  return data;
}
