import { z } from 'zod';
import { CITY_MAX } from './limits.ts';
import { moderationStates } from './moderation-rules.ts';
import { currencySchema } from './locale-schemas.ts';
import { parseTypedNumber } from './numbers.ts';
import { SHOP_STATS_DAYS, SHOP_STATS_DAYS_MAX } from './shop-stats-rules.ts';
import { BRAND_MAX, LOW_STOCK_THRESHOLD_DEFAULT, PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, SPECIFICATION_VALUE_MAX, STOCK_MAX } from './product-rules.ts';

/*
 * A seller's own products (spec §7: POST and PUT products, products/of-user...). Money is in
 * integer minor units of `currency`, as everywhere in the API. Rules safe for the browser, and
 * the publishing checklist, are in product-rules.ts.
 */

const nameSchema = z.string().trim().max(PRODUCT_NAME_MAX, 'product/name-too-long');
const descriptionSchema = z.string().trim().max(PRODUCT_DESCRIPTION_MAX, 'product/description-too-long');

/** Specification codes as the catalogue writes them (`ram`, `refresh_rate`). */
const specificationCodeSchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'product/specification-unknown');

const productFields = z.object({
  subCategoryId: z.number().int().positive(),
  brand: z.string().trim().min(1, 'product/brand-required').max(BRAND_MAX, 'product/brand-too-long'),
  /** One name is required, in either language; the other is shown as missing. */
  nameFr: nameSchema.default(''),
  nameEn: nameSchema.default(''),
  descriptionFr: descriptionSchema.default(''),
  descriptionEn: descriptionSchema.default(''),
  /** Minor units of `currency`; once converted to CFA, within PRICE_MIN..PRICE_MAX. */
  price: z.number().int().positive('product/price-out-of-range'),
  currency: currencySchema,
  /** Units on hand, those held in buyers' checkouts included. */
  quantity: z.number().int().min(0, 'product/quantity-invalid').max(STOCK_MAX, 'product/quantity-invalid'),
  /** The seller is warned when an order leaves this many units or fewer. */
  lowStockThreshold: z.number('product/quantity-invalid').int('product/quantity-invalid').min(0, 'product/quantity-invalid').max(STOCK_MAX, 'product/quantity-invalid').default(LOW_STOCK_THRESHOLD_DEFAULT),
  /** The city the product is sold from. */
  location: z.string().trim().min(2, 'city/required').max(CITY_MAX, 'city/too-long'),
  /** Values by specification code; the codes are the sub-category's (GET specifications/by-sub-category-id). */
  specificationValues: z.record(specificationCodeSchema, z.string().trim().max(SPECIFICATION_VALUE_MAX, 'product/specification-value-invalid')).default({}),
  /** A draft until published; publishing needs the required checks of product-rules.ts. */
  published: z.boolean().default(false),
});

const oneName = (value: { nameFr: string; nameEn: string }, ctx: z.RefinementCtx) => {
  if (!value.nameFr && !value.nameEn) ctx.addIssue({ code: 'custom', message: 'product/name-required', path: ['nameFr'] });
};

/** `POST products`. */
export const productBodySchema = productFields.superRefine(oneName);
export type ProductBody = z.input<typeof productBodySchema>;

/** `PUT products`: the same body, naming the product by its slug. */
export const productUpdateBodySchema = productFields.extend({ slug: z.string().trim().min(1).max(200) }).superRefine(oneName);
export type ProductUpdateBody = z.input<typeof productUpdateBodySchema>;

/**
 * The publishing page's form: the body with the price typed in major units of the currency
 * (`12.50` euros), which the page server turns into minor units; drafts and publishing are
 * the form's two buttons.
 */
export const productFormSchema = productFields
  .omit({ price: true, published: true })
  .extend({
    price: z.preprocess(
      (value) => (typeof value === 'string' ? (parseTypedNumber(value) ?? value) : value),
      z.number('product/price-invalid').positive('product/price-out-of-range').max(1_000_000_000, 'product/price-out-of-range'),
    ),
  })
  .superRefine(oneName);
export type ProductForm = z.input<typeof productFormSchema>;

/** My shop's quick edit of one product: its price (typed, in the product's currency) and its units on hand. */
export const quickEditFormSchema = z.object({
  intent: z.literal('quick-edit'),
  slug: z.string().trim().min(1).max(200),
  price: z.preprocess(
    (value) => (typeof value === 'string' ? (parseTypedNumber(value) ?? value) : value),
    z.number('product/price-invalid').positive('product/price-out-of-range').max(1_000_000_000, 'product/price-out-of-range'),
  ),
  quantity: z.number('product/quantity-invalid').int('product/quantity-invalid').min(0, 'product/quantity-invalid').max(STOCK_MAX, 'product/quantity-invalid'),
});

/** A picture of a seller's product, in its order: the first is the cover. */
export const sellerProductImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** Another shop's listing already using this picture (a stolen photo, decision 78), if any. */
  copyOf: z.object({ slug: z.string() }).nullable(),
});

/** `GET products/of-user/by-slug/{slug}` and the answer of POST/PUT: what the seller edits. */
export const sellerProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  subCategoryId: z.number().int(),
  categoryId: z.number().int(),
  brand: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  descriptionFr: z.string(),
  descriptionEn: z.string(),
  price: z.number().int(),
  currency: currencySchema,
  /** The price in CFA (what search sorts and filters by). */
  defaultCurrencyPrice: z.number().int(),
  /** Units on hand. */
  quantity: z.number().int(),
  /** Of those, units held in buyers' checkouts right now. */
  held: z.number().int(),
  lowStockThreshold: z.number().int(),
  location: z.string(),
  specificationValues: z.record(z.string(), z.string()),
  images: z.array(sellerProductImageSchema),
  /** The seller's choice: published, or a draft (an operator may still hold it off the storefront). */
  published: z.boolean(),
  /** On the storefront now: published and held by no operator (decision 73). */
  live: z.boolean(),
  /** Waiting for review, sent back for changes or unpublished by an operator; `approved` otherwise. */
  moderation: z.enum(moderationStates),
  /** The operator's reason, shown while changes are asked or the listing is unpublished. */
  moderationReason: z.string().nullable(),
  /** Promoted by a pro seller: shown as sponsored while the seller is on pro. */
  promoted: z.boolean(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

/** The `PUT products` body that leaves a saved product as it is: what an edit of a few fields starts from. */
export function editableBody(product: SellerProduct): ProductUpdateBody {
  const { slug, subCategoryId, brand, nameFr, nameEn, descriptionFr, descriptionEn, price, currency, quantity, lowStockThreshold, location, specificationValues, published } = product;
  return { slug, subCategoryId, brand, nameFr, nameEn, descriptionFr, descriptionEn, price, currency, quantity, lowStockThreshold, location, specificationValues, published };
}

/** What buyers did with products (shop-stats-rules.ts): page views (a visitor once a day), phone reveals, cart adds, orders. */
export const productCountsSchema = z.object({ views: z.number().int(), reveals: z.number().int(), cartAdds: z.number().int(), orders: z.number().int() });

/** One row of `GET products/of-user` (My shop). */
export const sellerProductRowSchema = sellerProductSchema.pick({ id: true, slug: true, price: true, currency: true, quantity: true, held: true, published: true, live: true, moderation: true, moderationReason: true, createdDate: true, updatedDate: true }).extend({
  name: z.string(),
  thumbnail: z.string().nullable(),
  /** Over the last SHOP_STATS_DAYS (30) UTC days, today included. */
  last30Days: productCountsSchema,
});

/** `GET products/of-user/stats`: the window, in UTC days ending today. */
export const shopStatsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(SHOP_STATS_DAYS_MAX).default(SHOP_STATS_DAYS) });

/** `GET products/of-user/stats`: the shop's totals over the window and one point per day, oldest first, zeros included. */
export const shopStatsSchema = z.object({
  days: z.number().int(),
  totals: productCountsSchema,
  series: z.array(productCountsSchema.extend({ day: z.iso.date() })),
});
export type ShopStats = z.infer<typeof shopStatsSchema>;
export type SellerProductRow = z.infer<typeof sellerProductRowSchema>;

/** `GET products/of-user`: newest first, paged. */
export const sellerProductListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(24),
  status: z.enum(['all', 'published', 'draft']).default('all'),
});

/** `PUT products/file/order/by-slug/{slug}`: every picture id of the product, the cover first. */
export const pictureOrderBodySchema = z.object({ imageIds: z.array(z.number().int().positive()).min(1).max(50) });
