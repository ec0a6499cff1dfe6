import type { Database } from '@store/db/client';
import { accounts, categories, images, products, productSpecificationValues, specifications, subCategories } from '@store/db/schema/index';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * The first picture of a product, used as its thumbnail. Written with an alias: in a select from
 * `products` alone the query builder would leave the inner columns unqualified.
 */
/** The name a shop goes by: its shop name, else its owner's name, else its login. */
export const shopNameOf = sql<string>`coalesce(nullif(trim(${accounts.shopName}), ''), nullif(trim(${accounts.firstname} || ' ' || ${accounts.lastname}), ''), ${accounts.login})`;
export const thumbnailId = sql<number | null>`(select i.id from images i where i.product_id = products.id order by i.position, i.id limit 1)`;

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

/** Joins a dynamic select on products to its seller and category tree. */
export function joinCatalog<T extends PgSelect>(query: T) {
  return query
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));
}

export function findProductPage(db: Database, filter: ProductListFilter, order: ProductOrder, limit: number, offset: number) {
  return joinCatalog(db.select(productSummaryColumns).from(products).$dynamic())
    .where(conditions(filter))
    .orderBy(...orderings[order])
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Database, filter: ProductListFilter) {
  const [row] = await joinCatalog(db.select({ total: count() }).from(products).$dynamic()).where(conditions(filter));
  return row?.total ?? 0;
}

export function findProductSummaryWhere(db: Database, where: SQL) {
  return db
    .select({ ...productSummaryColumns, descriptionFr: products.descriptionFr, descriptionEn: products.descriptionEn, accountId: products.accountId })
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(and(eq(products.published, true), where))
    .limit(1);
}

export function findProductImages(db: Database, productId: number) {
  return db.select({ id: images.id }).from(images).where(eq(images.productId, productId)).orderBy(asc(images.position), asc(images.id));
}

export function findSpecificationValues(db: Database, productId: number) {
  return db
    .select({
      code: specifications.code,
      nameFr: specifications.nameFr,
      nameEn: specifications.nameEn,
      unit: specifications.unit,
      value: productSpecificationValues.value,
    })
    .from(productSpecificationValues)
    .innerJoin(specifications, eq(specifications.id, productSpecificationValues.specificationId))
    .where(eq(productSpecificationValues.productId, productId))
    .orderBy(asc(specifications.position));
}

export function findSellerCard(db: Database, accountId: number) {
  return db
    .select({
      slug: accounts.slug,
      shopName: accounts.shopName,
      firstname: accounts.firstname,
      lastname: accounts.lastname,
      city: accounts.city,
      profileImageId: accounts.profileImageId,
      identityVerified: accounts.identityVerified,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
}

/** Other products of the same sub-category, nearest in price first. */
export function findSimilarProducts(db: Database, productId: number, subCategoryId: number, defaultCurrencyPrice: number, limit: number) {
  return db
    .select(productSummaryColumns)
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(and(eq(products.published, true), eq(products.subCategoryId, subCategoryId), ne(products.id, productId)))
    .orderBy(sql`abs(${products.defaultCurrencyPrice} - ${defaultCurrencyPrice})`, asc(products.id))
    .limit(limit);
}
