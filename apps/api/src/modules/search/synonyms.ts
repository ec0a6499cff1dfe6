import { type SearchSort, searchSorts, searchTokens } from '@store/contracts/search-rules';
import type { Database } from '@store/db/client';
import { searchSynonyms } from '@store/db/schema/index';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { SynonymMap } from './query-plan.ts';

export interface SynonymData {
  synonyms: SynonymMap;
  /** Phrases asking for an order (`pas cher` -> price ascending). */
  wishes: ReadonlyMap<string, SearchSort>;
  /** Every word of every phrase: real words, never "corrected". */
  words: ReadonlySet<string>;
}

const phraseOf = (text: string) => searchTokens([text]).join(' ');
const isSort = (value: string | null): value is SearchSort => searchSorts.some((sort) => sort === value);

/** The synonyms table of each database, read again a minute after an edit at the latest. */
const caches = new WeakMap<Database, ReturnType<typeof ttlCache<SynonymData>>>();

export function synonymData(db: Database): Promise<SynonymData> {
  let cached = caches.get(db);
  if (!cached) {
    cached = ttlCache<SynonymData>(60_000, 1);
    caches.set(db, cached);
  }
  return cached('all', async () => {
    const rows = await db.select({ phrase: searchSynonyms.phrase, synonyms: searchSynonyms.synonyms, sort: searchSynonyms.sort }).from(searchSynonyms);
    const synonyms = new Map<string, string[]>();
    const wishes = new Map<string, SearchSort>();
    const words = new Set<string>();
    for (const row of rows) {
      const phrase = phraseOf(row.phrase);
      if (!phrase) continue;
      if (isSort(row.sort)) wishes.set(phrase, row.sort);
      const others = row.synonyms.map(phraseOf).filter(Boolean);
      if (others.length > 0) synonyms.set(phrase, others);
      for (const text of [phrase, ...others]) for (const word of text.split(' ')) words.add(word);
    }
    return { synonyms, wishes, words };
  });
}
