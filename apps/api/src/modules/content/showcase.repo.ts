import type { Database } from '@store/db/client';
import { categories, products, subCategories } from '@store/db/schema/index';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { thumbnailId } from '../products/products.repo.ts';

const showcaseRowSchema = z.object({
  category_name_fr: z.string(),
  category_name_en: z.string(),
  slug: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  brand: z.string(),
  price: z.coerce.number().int(),
  currency: z.string(),
  image_id: z.coerce.number().int(),
});

/** Per category, its newest product that is in stock and has a picture. */
export async function findShowcaseProducts(db: Database) {
  const result: unknown = await db.execute(sql`
    select distinct on (c.id) c.name_fr as category_name_fr, c.name_en as category_name_en,
           p.slug, p.name_fr, p.name_en, p.brand, p.price, p.currency,
           (select i.id from images i where i.product_id = p.id order by i.position limit 1) as image_id
      from categories c
      join sub_categories s on s.category_id = c.id
      join lateral (
        select * from products p
         where p.sub_category_id = s.id and p.published and p.quantity > 0
           and exists (select 1 from images i where i.product_id = p.id)
         order by p.created_at desc limit 1
      ) p on true
     order by c.id, p.created_at desc`);
  // Both drivers answer raw SQL with `{ rows }`.
  return z.object({ rows: z.array(showcaseRowSchema) }).parse(result).rows;
}

/** Products on sale by slug, with their first picture and category: what operators choose for the featured block and the showcase. */
export async function findProductsBySlugs(db: Database, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({
      slug: products.slug,
      nameFr: products.nameFr,
      nameEn: products.nameEn,
      brand: products.brand,
      price: products.price,
      currency: products.currency,
      quantity: products.quantity,
      categorySlug: categories.slug,
      categoryNameFr: categories.nameFr,
      categoryNameEn: categories.nameEn,
      imageId: thumbnailId,
    })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(inArray(products.slug, [...slugs]), eq(products.published, true)));
  return rows;
}
