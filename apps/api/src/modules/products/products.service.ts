import type { ProductSummary } from '@store/contracts/catalog';
import type { Language } from '@store/contracts/locale';
import { currencyFromIso } from '@store/contracts/money';
import type { Database } from '@store/db/client';
import { localized } from '../../lib/localize.ts';
import { imageUrl } from '../media/media.service.ts';
import * as repo from './products.repo.ts';

export function toProductSummary(row: repo.ProductSummaryRow, language: Language): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(row, 'name', language),
    brand: row.brand,
    price: row.price,
    currency: currencyFromIso(row.currency) ?? 'CFA',
    defaultCurrencyPrice: row.defaultCurrencyPrice,
    quantity: row.quantity,
    location: row.location,
    accountSlug: row.accountSlug,
    thumbnail: row.thumbnailId === null ? null : imageUrl(row.thumbnailId),
    subCategory: {
      id: row.subCategoryId,
      name: language === 'fr' ? row.subCategoryNameFr : row.subCategoryNameEn,
      langKey: language,
      categoryId: row.categoryId,
    },
    createdDate: row.createdAt.toISOString(),
  };
}

export interface ProductPageRequest extends repo.ProductListFilter {
  page: number;
  size: number;
  sort: repo.ProductOrder;
}

export async function listProducts(db: Database, request: ProductPageRequest, language: Language) {
  const [rows, total] = await Promise.all([
    repo.findProductPage(db, request, request.sort, request.size, request.page * request.size),
    repo.countProducts(db, request),
  ]);
  return { items: rows.map((row) => toProductSummary(row, language)), total };
}
