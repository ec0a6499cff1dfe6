import { z } from 'zod';
import { loggedUserSchema } from './account.ts';
import { maxQuantityOf } from './cart-rules.ts';
import { specificationValueSchema } from './catalog.ts';
import { HISTORY_LENGTH } from './constants.ts';
import { currencySchema, languageSchema } from './locale-schemas.ts';

/*
 * Cart and client session (spec §3, §4): the schemas. Every money field is an integer amount
 * of minor units of the currency beside it (see money.ts). The rules are in cart-rules.ts.
 */

export const shippingOptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  cost: z.number().int().nonnegative(),
  currency: currencySchema,
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const cartItemSchema = z
  .object({
    name: z.string(),
    location: z.string(),
    productSlug: z.string().min(1),
    accountSlug: z.string(),
    /** The seller's shop name as shoppers read it ("Teranga High-Tech"); the slug is for links. */
    shopName: z.string(),
    unitPrice: z.number().int().nonnegative(),
    currency: currencySchema,
    quantity: z.number().int().positive(),
    /** Null when the product sets no limit: CART_ITEM_MAX_QUANTITY_DEFAULT applies. */
    maxQuantity: z.number().int().positive().nullable(),
    productSpecificationValues: z.array(specificationValueSchema),
    thumbnail: z.string().nullable(),
  })
  .refine((item) => item.quantity <= maxQuantityOf(item), { message: 'cart/quantity-above-max', path: ['quantity'] });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z
  .object({
    /** Null until the server has stored the cart. */
    id: z.number().int().nullable(),
    slug: z.string().nullable(),
    items: z.array(cartItemSchema),
    /**
     * The total of the last server validation (POST products/cart), in minor units of
     * `currency`. Local edits set it to null; pages show `cartSummary`, always current.
     */
    totalPrice: z.number().int().nullable(),
    currency: currencySchema,
    shippingOptions: z.array(shippingOptionSchema),
    selectedShippingOption: shippingOptionSchema.nullable(),
    additionalInfos: z.string().max(1000).nullable(),
  })
  .refine((cart) => new Set(cart.items.map((item) => item.productSlug)).size === cart.items.length, {
    message: 'cart/duplicate-item',
    path: ['items'],
  });
export type Cart = z.infer<typeof cartSchema>;

export const cartValueSummarySchema = z.object({
  numProducts: z.number().int().nonnegative(),
  subTotal: z.number().int(),
  shippingFees: z.number().int(),
  discount: z.number().int(),
  grandTotal: z.number().int(),
  currency: currencySchema,
});
export type CartValueSummary = z.infer<typeof cartValueSummarySchema>;

const historySchema = z.array(z.string()).max(HISTORY_LENGTH);

export const clientSessionSchema = z.object({
  /** Null until the server has stored the session. */
  id: z.number().int().nullable(),
  key: z.string().min(1),
  lang: languageSchema,
  currency: currencySchema,
  createdDate: z.iso.datetime(),
  lastUpdateDate: z.iso.datetime(),
  expiredDate: z.iso.datetime(),
  /** Newest first. */
  searchHistory: historySchema,
  /** Newest first. */
  localizationHistory: historySchema,
  currentLocalization: z.string().nullable(),
  account: loggedUserSchema.nullable(),
  cities: z.array(z.string()),
  cart: cartSchema,
  shippingOption: shippingOptionSchema.nullable(),
});
export type ClientSession = z.infer<typeof clientSessionSchema>;
