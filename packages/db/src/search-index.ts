import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Brings the search data in line with the catalogue: each product's category words (so
 * `Laptops` finds laptop bags filed under it) and the dictionary of known words used to
 * correct typos. Run after a seed or a bulk import; cheap enough to run after edits too.
 */
export async function refreshSearchIndex(db: Database, productIds?: readonly number[]) {
  const only = productIds ? sql`AND p.id IN (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  // Only rows whose words change are written: an UPDATE leaves a dead copy of every row.
  await db.execute(sql`
    UPDATE products p
       SET search_terms = concat_ws(' ', c.name_fr, c.name_en, c.keyword, s.name_fr, s.name_en, s.keyword)
      FROM sub_categories s JOIN categories c ON c.id = s.category_id
     WHERE s.id = p.sub_category_id
       AND p.search_terms IS DISTINCT FROM concat_ws(' ', c.name_fr, c.name_en, c.keyword, s.name_fr, s.name_en, s.keyword) ${only}`);
  await db.execute(sql`
    INSERT INTO search_words (word, frequency)
    SELECT word, ndoc FROM ts_stat($$
      SELECT to_tsvector('simple', unaccent(lower(concat_ws(' ', brand, name_fr, name_en, search_terms))))
        FROM products WHERE published
    $$)
     WHERE length(word) >= 2 AND word !~ '^[0-9]+$'
    ON CONFLICT (word) DO UPDATE SET frequency = excluded.frequency`);
}
