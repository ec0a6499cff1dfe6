import { z } from 'zod';
import { currencySchema, languageSchema } from './locale-schemas.ts';

/** A positive database id taken from a path: non-numeric or out of range is a 400, not a 500. */
export const idParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Catalogue resources are returned in one language, chosen by `?lang=` or Accept-Language.
 */
export const localizedQuerySchema = z.object({ lang: languageSchema.optional() });

export const subCategorySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The fixed keyword a menu entry searches (spec §2). */
  keyword: z.string(),
  position: z.number().int(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  keyword: z.string(),
  icon: z.string(),
  position: z.number().int(),
  /** Included so one request draws the whole mega-menu. */
  subCategories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const specificationSchema = z.object({
  id: z.number().int(),
  subCategoryId: z.number().int(),
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  position: z.number().int(),
  /** The values a product may take, to choose from; empty: typed freely (a number when `unit` is set). */
  allowedValues: z.array(z.string()),
  /** A published product must give it. */
  required: z.boolean(),
});
export type Specification = z.infer<typeof specificationSchema>;

export const productImageSchema = z.object({ id: z.number().int(), url: z.string() });

export const specificationValueSchema = z.object({
  code: z.string(),
  name: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
});

/** A product as listed in grids and rows (spec §3 Product, without the long fields). */
export const productSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  /** Integer minor units of `currency`. */
  price: z.number().int(),
  currency: currencySchema,
  /** The same price in CFA, for sorting and filtering across currencies. */
  defaultCurrencyPrice: z.number().int(),
  /** Units in stock. */
  quantity: z.number().int(),
  location: z.string(),
  accountSlug: z.string(),
  thumbnail: z.string().nullable(),
  subCategory: z.object({ id: z.number().int(), name: z.string(), langKey: languageSchema, categoryId: z.number().int() }),
  createdDate: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(productImageSchema),
  specificationValues: z.array(specificationValueSchema),
});
export type Product = z.infer<typeof productSchema>;

/** Image widths the media route renders; anything else is snapped to the next one up. */
export const imageWidths = [160, 320, 480, 800] as const;
export const imageFormats = ['webp', 'avif'] as const;

/** The seller card of a product page and the header of a shop page. */
export const sellerCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  profileImage: z.string().nullable(),
  memberSince: z.string(),
  /** A reviewer checked the seller's identity document: the verified-seller badge. */
  verified: z.boolean(),
});
export type SellerCard = z.infer<typeof sellerCardSchema>;

/** What a product page shows: the product, its seller and similar products. */
export const productDetailsSchema = z.object({
  product: productSchema,
  seller: sellerCardSchema,
  similar: z.array(productSummarySchema),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** How many similar products a product page shows. */
export const SIMILAR_PRODUCTS = 8;

/** A seller's public shop page (`/seller/{slug}`): never an email, phone or private field. */
export const sellerPageSchema = sellerCardSchema.extend({
  coverImage: z.string().nullable(),
  description: z.string(),
  productCount: z.number().int(),
});
export type SellerPage = z.infer<typeof sellerPageSchema>;

/** `GET products` and `GET products/by-account-slug/{slug}`: a page of published products. */
export const productListQuerySchema = localizedQuerySchema.extend({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(48).default(24),
  sort: z.enum(['createdDate,desc', 'createdDate,asc', 'price,asc', 'price,desc']).default('createdDate,desc'),
  category: z.string().trim().min(1).max(80).optional(),
});
/** What a client may send (every field optional). */
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** `POST products/search/phone-number/reveal`: the seller's number, E.164 and for display. */
export const phoneRevealSchema = z.object({ phoneNumber: z.string(), display: z.string() });
