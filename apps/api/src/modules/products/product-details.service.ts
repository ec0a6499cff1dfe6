import { type Product, type ProductDetails, SIMILAR_PRODUCTS } from '@store/contracts/catalog';
import type { Language } from '@store/contracts/locale';
import type { Database } from '@store/db/client';
import { products } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http-problem.ts';
import { localized } from '../../lib/localize.ts';
import { imageUrl } from '../media/media.service.ts';
import { accountImageUrl } from '../profile/pictures.service.ts';
import * as repo from './products.repo.ts';
import { toProductSummary } from './products.service.ts';

export type ProductKey = { slug: string } | { id: number };

async function findRow(db: Database, key: ProductKey) {
  const [row] = await repo.findProductSummaryWhere(db, 'slug' in key ? eq(products.slug, key.slug) : eq(products.id, key.id));
  if (!row) throw notFound('slug' in key ? `No product ${key.slug}` : `No product ${key.id}`);
  return row;
}

async function toProduct(db: Database, row: Awaited<ReturnType<typeof findRow>>, language: Language): Promise<Product> {
  const [pictures, values] = await Promise.all([repo.findProductImages(db, row.id), repo.findSpecificationValues(db, row.id)]);
  return {
    ...toProductSummary(row, language),
    description: localized(row, 'description', language),
    images: pictures.map((picture) => ({ id: picture.id, url: imageUrl(picture.id) })),
    specificationValues: values.map((value) => ({ code: value.code, name: localized(value, 'name', language), value: value.value, unit: value.unit })),
  };
}

/** A published product; 404 with a stable code when unknown or withdrawn. */
export async function getProduct(db: Database, key: ProductKey, language: Language): Promise<Product> {
  return toProduct(db, await findRow(db, key), language);
}

/** A product with its seller card and similar products, for the product page. */
export async function getProductDetails(db: Database, key: ProductKey, language: Language): Promise<ProductDetails> {
  const row = await findRow(db, key);
  const [product, [seller], similar] = await Promise.all([
    toProduct(db, row, language),
    repo.findSellerCard(db, row.accountId),
    repo.findSimilarProducts(db, row.id, row.subCategoryId, row.defaultCurrencyPrice, SIMILAR_PRODUCTS),
  ]);
  if (!seller) throw notFound(`Product ${row.slug} has no seller`);
  return {
    product,
    seller: {
      slug: seller.slug,
      name: seller.shopName ?? `${seller.firstname} ${seller.lastname}`.trim(),
      city: seller.city,
      profileImage: seller.profileImageId === null ? null : accountImageUrl('PROFILE', seller.profileImageId),
      memberSince: seller.createdAt.toISOString(),
      verified: seller.identityVerified,
    },
    similar: similar.map((item) => toProductSummary(item, language)),
  };
}
