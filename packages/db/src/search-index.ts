import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A product's searchable words besides its brand and names: its category and sub-category
 * words (so `Laptops` finds laptop bags filed under it) and its specification values with
 * their units (`AZERTY`, `1 TB`, `55 in`); a yes/no specification gives its name when yes
 * (`Active noise cancelling`), nothing when no.
 */
const searchTermsOf = sql`concat_ws(' ', c.name_fr, c.name_en, c.keyword, s.name_fr, s.name_en, s.keyword, (
  SELECT string_agg(CASE WHEN v.value IN ('No', 'None') THEN NULL
                         WHEN v.value IN ('Yes', 'Adaptive') THEN concat_ws(' ', sp.name_fr, sp.name_en, v.value)
                         ELSE concat_ws(' ', v.value, sp.unit) END, ' ' ORDER BY sp.position)
    FROM product_specification_values v JOIN specifications sp ON sp.id = v.specification_id
   WHERE v.product_id = p.id))`;

/**
 * Brings the search data in line with the catalogue: each product's search terms (above) and
 * the dictionary of known words used to correct typos. Run after a seed or a bulk import;
 * cheap enough to run after edits too.
 */
export async function refreshSearchIndex(db: Database, productIds?: readonly number[]) {
  const only = productIds ? sql`AND p.id IN (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  // Only rows whose words change are written: an UPDATE leaves a dead copy of every row.
  await db.execute(sql`
    UPDATE products p
       SET search_terms = ${searchTermsOf}
      FROM sub_categories s JOIN categories c ON c.id = s.category_id
     WHERE s.id = p.sub_category_id
       AND p.search_terms IS DISTINCT FROM ${searchTermsOf} ${only}`);
  await db.execute(sql`
    INSERT INTO search_words (word, frequency)
    SELECT word, ndoc FROM ts_stat($$
      SELECT to_tsvector('simple', unaccent(lower(concat_ws(' ', brand, name_fr, name_en, search_terms))))
        FROM products WHERE published
    $$)
     WHERE length(word) >= 2 AND word !~ '^[0-9]+$'
    ON CONFLICT (word) DO UPDATE SET frequency = excluded.frequency`);
}
