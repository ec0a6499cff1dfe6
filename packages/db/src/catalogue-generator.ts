import { count, min, notLike, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { products } from './schema/index.ts';

/**
 * Grows a seeded catalogue to `total` products for benchmarks: every new product is a
 * variant (colour, price within ±20 %, stock, date) of a seeded one, with its pictures and
 * specification values. All in SQL, so a million rows take minutes, not hours.
 */
export async function generateCatalogue(db: Database, total: number, batchSize = 50_000) {
  const [base] = await db.select({ count: count(), min: min(products.id) }).from(products).where(notLike(products.slug, '%--g%'));
  const baseCount = base?.count ?? 0;
  if (baseCount === 0) throw new Error('seed the database before generating a catalogue');
  let existing = (await db.select({ count: count() }).from(products))[0]?.count ?? 0;
  while (existing < total) {
    const from = existing + 1;
    const to = Math.min(total, existing + batchSize);
    // One statement: new products, then their pictures and specification values, joined to
    // the product each one varies by its new slug.
    await db.execute(sql`
      with source as (
        select g, p.*, p.slug || '--g' || g as new_slug
          from generate_series(${from}::int, ${to}::int) g
          join products p on p.id = ${base?.min ?? 1} + (g % ${baseCount})
      ), inserted as (
        insert into products (slug, account_id, sub_category_id, brand, name_fr, name_en, description_fr, description_en,
                              price, currency, default_currency_price, quantity, location, published, search_terms, created_at, updated_at)
        select new_slug, account_id, sub_category_id, brand,
               name_fr || ' ' || (array['Noir','Blanc','Bleu','Rouge','Gris','Or','Vert','Argent'])[1 + g % 8],
               name_en || ' ' || (array['Black','White','Blue','Red','Grey','Gold','Green','Silver'])[1 + g % 8],
               description_fr, description_en,
               greatest(case when currency = 'XOF' then 500 else 100 end, round(price * (0.8 + (g % 41) / 100.0)))::int,
               currency,
               greatest(500, round(default_currency_price * (0.8 + (g % 41) / 100.0)))::int,
               (g * 7) % 60, location, true, search_terms,
               now() - ((g % 2000) || ' hours')::interval, now()
          from source
        returning id, slug
      ), pictures as (
        insert into images (kind, product_id, position, storage_key, content_type, width, height)
        select i.kind, inserted.id, i.position, i.storage_key, i.content_type, i.width, i.height
          from inserted join source on source.new_slug = inserted.slug join images i on i.product_id = source.id
        returning 1
      )
      insert into product_specification_values (product_id, specification_id, value)
      select inserted.id, v.specification_id, v.value
        from inserted join source on source.new_slug = inserted.slug
        join product_specification_values v on v.product_id = source.id`);
    existing = to;
  }
  // Fresh statistics and visibility map, so counts can use index-only scans at once.
  await db.execute(sql`vacuum analyze products`);
}
