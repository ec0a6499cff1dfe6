import type { Database } from '@store/db/client';
import { sql } from 'drizzle-orm';
import { parseTsvector } from './tsvector.ts';

/**
 * The text configurations of the stored tsvector (schema `products.search_vector`): a word is
 * looked up in each, so one language's stemming never hides the other's, and brands written
 * as they are still match.
 */
const CONFIGURATIONS = ['fr_unaccent', 'en_unaccent', 'simple'] as const;

/** Forms already asked, per database: shoppers type the same words all day. */
const known = new WeakMap<Database, Map<string, string[][]>>();
const MAX_WORDS = 50_000;

/**
 * Each word's forms as PostgreSQL's configurations make them (`ordinateurs` -> `ordin`,
 * `ordinateur`, `ordinateurs`), asked once per new word in one query. A stop word has no
 * French or English form but keeps its written one.
 */
export async function wordForms(db: Database, words: readonly string[]): Promise<Map<string, string[][]>> {
  let cache = known.get(db);
  if (!cache) {
    cache = new Map();
    known.set(db, cache);
  }
  const missing = [...new Set(words)].filter((word) => !cache.has(word));
  if (missing.length > 0) {
    const rows = await db
      .select({
        word: sql<string>`word`,
        forms: sql<string[]>`array[${sql.join(
          CONFIGURATIONS.map((configuration) => sql`to_tsvector(${configuration}::regconfig, word)::text`),
          sql`, `,
        )}]`,
      })
      .from(sql`unnest(${arrayLiteral(missing)}::text[]) as word`);
    if (cache.size + missing.length > MAX_WORDS) cache.clear();
    for (const row of rows) {
      const forms = row.forms.map((text) => parseTsvector(text).map((lexeme) => lexeme.lexeme)).filter((form) => form.length > 0);
      cache.set(row.word, uniqueForms(forms));
    }
  }
  return new Map(words.map((word) => [word, cache.get(word) ?? []]));
}

/** Words are letters and digits only (see `searchTokens`): quoted, they are safe in an array literal. */
const arrayLiteral = (words: readonly string[]) => `{${words.map((word) => `"${word}"`).join(',')}}`;

function uniqueForms(forms: string[][]): string[][] {
  const seen = new Set<string>();
  return forms.filter((form) => {
    const key = form.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
