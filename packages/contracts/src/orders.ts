import { z } from 'zod';
import { cartItemSchema, cartValueSummarySchema } from './cart.ts';
import { idParamSchema } from './catalog.ts';
import { currencySchema } from './locale-schemas.ts';
import { paymentMethods, reservationStatuses, shippingOptionById, shippingOptionCodes, subOrderStatuses, paymentStatuses } from './order-rules.ts';
import { emailSchema } from './account.ts';
import { phoneNumberSchema, phoneNumberToE164Schema, validPhoneNumberSchema } from './phone.ts';
import { isSafeRedirectPath } from './redirect.ts';

/*
 * Checkout, orders and payments (spec §2 /cart, /order-tracking; §4 cart timer; §7 Cart and
 * orders). Money fields are integers of minor units of the currency beside them.
 *
 * The flow:
 *   1. POST products/checkout             reserves the cart's stock for CART_TIMER_SECONDS
 *   2. POST products/order                 turns the reservation into an order (Idempotency-Key)
 *   3. PAYPAL: the buyer approves at `payment.approvalUrl`, comes back with paymentId and
 *      PayerID, and POST products/order/paypal/confirm marks the order paid (Idempotency-Key).
 *      CASH_ON_DELIVERY: nothing more; the seller collects on delivery.
 */

// Shipping: options in order-rules.ts

// Problem codes: problems.ts

// Reservation (the cart timer)

export const startCheckoutBodySchema = z.object({
  /** A guest's cart slug; ignored for a signed-in buyer. */
  cartSlug: z.string().trim().min(10).max(64).optional(),
  currency: currencySchema.optional(),
});
export type StartCheckoutBody = z.infer<typeof startCheckoutBodySchema>;

export const reservationSchema = z.object({
  /** Unguessable: it is the buyer's claim on the reserved stock. */
  id: z.uuid(),
  status: z.enum(reservationStatuses),
  expiresAt: z.iso.datetime(),
  /** Seconds left on the cart timer (0 once expired). */
  secondsLeft: z.number().int().nonnegative(),
  items: z.array(cartItemSchema),
  /** Totals without shipping; the order adds the chosen option. */
  summary: cartValueSummarySchema,
  /** Set once the reservation became an order. */
  orderNumber: z.string().nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;

// Placing an order

/** Where the parcels go, and who to call. Guests give it at every order. */
export const deliveryAddressSchema = z.object({
  fullname: z.string().trim().min(2, 'order/fullname-required').max(100),
  phoneNumber: validPhoneNumberSchema,
  email: z.union([z.literal(''), z.email('order/email-invalid').max(254)]).optional(),
  city: z.string().trim().min(2, 'order/city-required').max(80),
  addressLine: z.string().trim().min(3, 'order/address-required').max(200),
  additionalInfo: z.string().trim().max(500).optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const placeOrderBodySchema = z.object({
  reservationId: z.uuid(),
  address: deliveryAddressSchema,
  shippingOptionId: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  /** Where the PayPal approval page sends the buyer back: a path of this store, never another host. */
  returnPath: z.string().max(300).refine(isSafeRedirectPath, 'order/return-path-invalid').optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/**
 * The checkout page's form: the order without what the page server adds (the reservation it
 * keeps in its cookie, PayPal's return page), a choice left unmade named by its own code.
 */
export const checkoutFormSchema = placeOrderBodySchema.omit({ reservationId: true, returnPath: true }).extend({
  shippingOptionId: z.number('checkout/shipping-required').int().refine((id) => shippingOptionById(id) !== undefined, 'checkout/shipping-required'),
  paymentMethod: z.enum(paymentMethods, 'checkout/payment-required'),
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;

/**
 * The checkout page's two forms: the order (`pay`) with the key that makes a double click one
 * order (a malformed one is replaced), or back to the cart (`release`).
 */
export const checkoutPageFormSchema = z.discriminatedUnion('intent', [
  checkoutFormSchema.extend({ intent: z.literal('pay'), idempotencyKey: z.string().regex(/^[\w-]{8,100}$/).optional().catch(undefined) }),
  z.object({ intent: z.literal('release') }),
]);

export const confirmPaypalBodySchema = z.object({
  payerID: z.string().trim().min(1).max(100),
  paymentId: z.string().trim().min(1).max(100),
  /**
   * A guest's proof of being the buyer: the slug of the guest cart the order was checked out
   * from (kept by the page server in the httpOnly client session). A signed-in buyer's bearer
   * token proves it instead. Anyone else is told the payment does not exist.
   */
  cartSlug: z.string().trim().min(10).max(64).optional(),
});
export type ConfirmPaypalBody = z.infer<typeof confirmPaypalBodySchema>;

// Orders as buyers and sellers read them

export const orderLineSchema = z.object({
  productSlug: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  /** Unit price in the product's own currency, as it was when ordered. */
  unitPrice: z.number().int().nonnegative(),
  currency: currencySchema,
  /** quantity x unitPrice, in the order's currency. */
  lineTotal: z.number().int().nonnegative(),
  thumbnail: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const dateOrNull = z.iso.datetime().nullable();

export const subOrderSchema = z.object({
  id: z.number().int(),
  seller: z.object({ slug: z.string(), shopName: z.string(), city: z.string().nullable() }),
  status: z.enum(subOrderStatuses),
  lines: z.array(orderLineSchema),
  /** In the order's currency. */
  subTotal: z.number().int().nonnegative(),
  placedAt: z.iso.datetime(),
  paidAt: dateOrNull,
  shippedAt: dateOrNull,
  deliveredAt: dateOrNull,
  cancelledAt: dateOrNull,
});
export type SubOrder = z.infer<typeof subOrderSchema>;

export const orderSchema = z.object({
  number: z.string(),
  createdAt: z.iso.datetime(),
  currency: currencySchema,
  summary: cartValueSummarySchema,
  shippingOption: z.object({ id: z.number().int(), code: z.enum(shippingOptionCodes), cost: z.number().int(), currency: currencySchema }),
  payment: z.object({
    method: z.enum(paymentMethods),
    status: z.enum(paymentStatuses),
    /** PAYPAL while PENDING: where the buyer approves the payment. */
    approvalUrl: z.string().nullable(),
    /** An unpaid online payment is cancelled, and its stock released, at this time. */
    dueAt: dateOrNull,
    paidAt: dateOrNull,
    /** What the provider charges (PayPal takes no CFA: EUR at the fixed peg). */
    charged: z.object({ amount: z.number().int(), currency: currencySchema }).nullable(),
  }),
  address: z.object({
    fullname: z.string(),
    phoneNumber: phoneNumberSchema,
    email: z.string().nullable(),
    city: z.string(),
    addressLine: z.string(),
    additionalInfo: z.string().nullable(),
  }),
  subOrders: z.array(subOrderSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListItemSchema = z.object({
  number: z.string(),
  createdAt: z.iso.datetime(),
  grandTotal: z.number().int(),
  currency: currencySchema,
  numProducts: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  /** The sub-orders' statuses, one per seller. */
  statuses: z.array(z.enum(subOrderStatuses)),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** `GET products/order/tracking`: the order number and the phone number or email given at checkout. */
export const trackOrderQuerySchema = z.object({
  number: z.string().trim().toUpperCase().min(4).max(32),
  contact: z.string().trim().min(3).max(254),
});
export type TrackOrderQuery = z.infer<typeof trackOrderQuerySchema>;

/**
 * The tracking page's form: the order number, and the phone number (dial code and number) or
 * the email given at checkout, the phone counting when both are typed. Its value is the query.
 */
export const trackOrderFormSchema = z
  .object({
    number: z.string('tracking/number-required').trim().toUpperCase().min(4, 'tracking/number-required').max(32, 'tracking/number-required'),
    phoneNumber: phoneNumberToE164Schema.optional(),
    email: emailSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.phoneNumber && !value.email) ctx.addIssue({ code: 'custom', message: 'tracking/contact-required', path: ['phoneNumber'] });
  })
  .transform(({ number, phoneNumber, email }): TrackOrderQuery => ({ number, contact: phoneNumber ?? email ?? '' }));
export type TrackOrderForm = z.input<typeof trackOrderFormSchema>;

/** A seller's view of their part of an order: the buyer's delivery details, never the other sellers'. */
export const sellerSubOrderSchema = subOrderSchema.extend({
  orderNumber: z.string(),
  currency: currencySchema,
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  shippingOptionCode: z.enum(shippingOptionCodes),
  address: orderSchema.shape.address,
  nextStatuses: z.array(z.enum(subOrderStatuses)),
});
export type SellerSubOrder = z.infer<typeof sellerSubOrderSchema>;

export const updateSubOrderStatusBodySchema = z.object({ status: z.enum(['SHIPPED', 'DELIVERED', 'CANCELLED']) });
export type UpdateSubOrderStatusBody = z.infer<typeof updateSubOrderStatusBodySchema>;
/** A seller's button on one of their parcels: the sub-order's id (the path's) beside the body. */
export const updateSubOrderStatusFormSchema = updateSubOrderStatusBodySchema.extend({ id: idParamSchema });

/** Methods offered at checkout, with PAYPAL's provider name for the page (sandbox or real). */
export const paymentOptionsSchema = z.array(z.object({ method: z.enum(paymentMethods), sandbox: z.boolean() }));
