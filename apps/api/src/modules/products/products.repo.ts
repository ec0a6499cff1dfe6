import type { Database } from '@store/db/client';
import { accounts, categories, images, products, subCategories } from '@store/db/schema/index';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';

/** The first picture of a product, used as its thumbnail. */
const thumbnailId = sql<number | null>`(select ${images.id} from ${images} where ${images.productId} = ${products.id} order by ${images.position} limit 1)`;

export const productSummaryColumns = {
  id: products.id,
  slug: products.slug,
  nameFr: products.nameFr,
  nameEn: products.nameEn,
  brand: products.brand,
  price: products.price,
  currency: products.currency,
  defaultCurrencyPrice: products.defaultCurrencyPrice,
  quantity: products.quantity,
  location: products.location,
  accountSlug: accounts.slug,
  thumbnailId,
  subCategoryId: subCategories.id,
  subCategoryNameFr: subCategories.nameFr,
  subCategoryNameEn: subCategories.nameEn,
  categoryId: subCategories.categoryId,
  createdAt: products.createdAt,
};

export type ProductSummaryRow = Awaited<ReturnType<typeof findProductPage>>[number];

export interface ProductListFilter {
  categorySlug?: string;
  accountSlug?: string;
}

export type ProductOrder = 'createdDate,desc' | 'createdDate,asc' | 'price,asc' | 'price,desc';

const orderings: Record<ProductOrder, SQL[]> = {
  'createdDate,desc': [desc(products.createdAt), desc(products.id)],
  'createdDate,asc': [asc(products.createdAt), asc(products.id)],
  'price,asc': [asc(products.defaultCurrencyPrice), asc(products.id)],
  'price,desc': [desc(products.defaultCurrencyPrice), desc(products.id)],
};

function conditions(filter: ProductListFilter) {
  return and(
    eq(products.published, true),
    filter.categorySlug ? eq(categories.slug, filter.categorySlug) : undefined,
    filter.accountSlug ? eq(accounts.slug, filter.accountSlug) : undefined,
  );
}

export function findProductPage(db: Database, filter: ProductListFilter, order: ProductOrder, limit: number, offset: number) {
  return db
    .select(productSummaryColumns)
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(conditions(filter))
    .orderBy(...orderings[order])
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Database, filter: ProductListFilter) {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(conditions(filter));
  return row?.total ?? 0;
}
