import { check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * What a searched word or phrase also means, edited by the operator on `/admin/search-synonyms`
 * (decisions 60 and 81): searching `phrase` also finds every phrase of `synonyms` (one way: list
 * both directions for equivalents). `sort` set makes the phrase a wish rather than words (`pas
 * cher` sorts by price). Phrases are lower-case, without accents, words separated by one space.
 * `id` names a row in the API, so a phrase can be corrected without losing its history.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').notNull().unique(),
    phrase: text('phrase').primaryKey(),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    sort: text('sort'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('search_synonyms_sort_check', sql`${t.sort} is null or ${t.sort} in ('price,asc', 'price,desc', 'createdDate,desc')`)],
);
