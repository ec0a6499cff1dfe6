import { z } from 'zod';
import { cartSchema, cartValueSummarySchema } from './cart.ts';
import { CART_ITEM_MAX_QUANTITY_DEFAULT } from './constants.ts';
import { currencySchema } from './locale-schemas.ts';

/**
 * `POST products/cart`: what the buyer wants, never what it costs. Each line is a product
 * and a quantity (0 or less removes it); the server prices everything from its own data.
 */
export const cartLineInputSchema = z.object({
  productSlug: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(-CART_ITEM_MAX_QUANTITY_DEFAULT).max(CART_ITEM_MAX_QUANTITY_DEFAULT * 10),
});

export type CartLine = z.infer<typeof cartLineInputSchema>;

/** The cart page's forms: one line's new quantity (0 or less removes it), checkout, or the whole cart emptied. */
export const cartPageFormSchema = z.discriminatedUnion('intent', [
  cartLineInputSchema.extend({ intent: z.literal('line') }),
  z.object({ intent: z.literal('checkout') }),
  z.object({ intent: z.literal('empty') }),
]);

/** The product page's forms: a quantity into the cart (the API caps it at the stock), or the seller's phone number shown. */
export const productPageFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    quantity: z.number('cart/quantity-invalid').int('cart/quantity-invalid').min(1, 'cart/quantity-invalid').max(CART_ITEM_MAX_QUANTITY_DEFAULT * 10, 'cart/quantity-invalid'),
  }),
  z.object({ intent: z.literal('reveal') }),
]);

export const saveCartBodySchema = z.object({
  cart: z.object({
    /**
     * A guest's cart slug. A signed-in buyer's cart is found by the token; for them it names the
     * guest cart being merged in at sign-in, whose products were counted as cart adds already.
     */
    slug: z.string().trim().min(10).max(64).nullable().optional(),
    items: z.array(cartLineInputSchema).max(100),
    /** The currency the buyer reads prices in. */
    currency: currencySchema.optional(),
  }),
  /** The delivery address (spec §7: its fields are not shown; checkout defines them). */
  address: z.record(z.string(), z.unknown()).optional(),
  /**
   * The cart's `version` as last read (0: no cart yet). When given, the save is refused with
   * `cart/changed` if the cart changed since, so that two saves at once never lose a line:
   * read again, apply the change, save again. Without it, the save replaces the cart.
   */
  version: z.number().int().min(0).optional(),
});
export type SaveCartBody = z.infer<typeof saveCartBodySchema>;

/** What the server changed while validating: a price that moved, a quantity capped, a product gone. */
export const cartChangeSchema = z.object({
  productSlug: z.string(),
  kind: z.enum(['price-changed', 'quantity-capped', 'unavailable']),
  /** For quantity-capped: the quantity kept. */
  quantity: z.number().int().optional(),
});
export type CartChange = z.infer<typeof cartChangeSchema>;

export const validatedCartSchema = z.object({
  cart: cartSchema,
  summary: cartValueSummarySchema,
  changes: z.array(cartChangeSchema),
  /** Raised by every change of the stored cart; 0 while none is stored. */
  version: z.number().int().min(0),
});
export type ValidatedCart = z.infer<typeof validatedCartSchema>;
