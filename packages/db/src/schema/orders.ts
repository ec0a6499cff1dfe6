import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { carts } from './carts.ts';
import { products } from './catalog.ts';

/*
 * Checkout and orders. Money is integer minor units with an ISO currency (XOF, EUR, USD)
 * beside it. Stock leaves `products.quantity` when a reservation is made and comes back only
 * when the reservation is released or expires, or when an order (or one seller's part of it)
 * is cancelled.
 */

/** Stock held for a buyer during the cart timer (spec §4: 300 s). */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: uuid('id').primaryKey(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id),
    /** ACTIVE, CONSUMED (became an order), RELEASED (by the buyer) or EXPIRED. */
    status: text('status').notNull().default('ACTIVE'),
    /** The currency the buyer reads prices in (ISO). */
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('stock_reservations_active_idx').on(t.expiresAt).where(sql`${t.status} = 'ACTIVE'`), index('stock_reservations_cart_idx').on(t.cartId)],
);

export const stockReservationItems = pgTable(
  'stock_reservation_items',
  {
    reservationId: uuid('reservation_id').notNull().references(() => stockReservations.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The catalogue price when the stock was reserved: what the order charges. */
    unitPrice: integer('unit_price').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.productId] }), check('stock_reservation_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the buyer reads and types to track the order: EM-XXXXXXXX. */
    number: text('number').notNull().unique(),
    /** One order per reservation: a replayed or double-clicked checkout cannot make two. */
    reservationId: uuid('reservation_id').notNull().unique().references(() => stockReservations.id),
    /** Null for a guest (account type ANONYMOUS). */
    accountId: integer('account_id').references(() => accounts.id),
    buyerAccountType: text('buyer_account_type').notNull(),
    language: text('language').notNull(),
    fullname: text('fullname').notNull(),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    city: text('city').notNull(),
    addressLine: text('address_line').notNull(),
    additionalInfo: text('additional_info'),
    shippingOptionId: integer('shipping_option_id').notNull(),
    /** Totals in the order's currency (ISO). */
    currency: text('currency').notNull(),
    subTotal: integer('sub_total').notNull(),
    shippingFees: integer('shipping_fees').notNull(),
    discount: integer('discount').notNull().default(0),
    grandTotal: integer('grand_total').notNull(),
    numProducts: integer('num_products').notNull(),
    /** PAYPAL or CASH_ON_DELIVERY. */
    paymentMethod: text('payment_method').notNull(),
    /** PENDING, CAPTURING, PAID, FAILED or CANCELLED. */
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    /** An online payment not confirmed by then is cancelled and its stock released. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once when an operator cancels the whole order (decision 71); never cleared. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The operator's reason, 3 to 500 characters. */
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by').references(() => accounts.id),
    /**
     * REFUND_DUE when a paid order was cancelled and the money is still to go back, REFUNDED once
     * an operator records that it went back; null otherwise.
     */
    refundStatus: text('refund_status'),
    /** When an operator recorded the refund, who, and its reference (PayPal's refund id, "cash"...). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => accounts.id),
    refundReference: text('refund_reference'),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_account_idx').on(t.accountId, t.createdAt.desc()),
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`${t.paymentStatus} in ('PENDING', 'FAILED')`),
  ],
);

/** One seller's part of an order: that seller ships it and moves its status. */
export const subOrders = pgTable(
  'sub_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    sellerAccountId: integer('seller_account_id').notNull().references(() => accounts.id),
    /** PLACED, PAID, SHIPPED, DELIVERED or CANCELLED. */
    status: text('status').notNull().default('PLACED'),
    /** In the order's currency. */
    subTotal: integer('sub_total').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sub_orders_order_seller_idx').on(t.orderId, t.sellerAccountId), index('sub_orders_seller_idx').on(t.sellerAccountId, t.placedAt.desc())],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    subOrderId: integer('sub_order_id').notNull().references(() => subOrders.id),
    productId: integer('product_id').notNull().references(() => products.id),
    /** Name and slug as they were when ordered. */
    productSlug: text('product_slug').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** In the product's own currency (ISO). */
    unitPrice: integer('unit_price').notNull(),
    currency: text('currency').notNull(),
    /** quantity x unitPrice converted once to the order's currency. */
    lineTotal: integer('line_total').notNull(),
    thumbnailId: integer('thumbnail_id'),
  },
  (t) => [index('order_items_sub_order_idx').on(t.subOrderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** A payment attempt with a provider. One order may have several (a declined one, then a retry). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    provider: text('provider').notNull(),
    /** The provider's payment id (PayPal's paymentId). */
    providerPaymentId: text('provider_payment_id').notNull(),
    approvalUrl: text('approval_url'),
    /** What is charged: PayPal takes no XOF, so CFA orders are charged in EUR. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** CREATED, CAPTURING, COMPLETED, FAILED or CANCELLED. */
    status: text('status').notNull().default('CREATED'),
    /** The approving payer, kept when the capture starts so a capture cut short can be finished. */
    payerId: text('payer_id'),
    /** When the capture (status CAPTURING) started; a capture this old is finished by the recovery sweep. */
    captureStartedAt: timestamp('capture_started_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId), index('payments_order_idx').on(t.orderId)],
);

/**
 * Answers of requests sent with an `Idempotency-Key`, kept so a retry gets the first answer.
 * Written in the same transaction as the change, so a key is never recorded for work that
 * rolled back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The route and who asked: `POST products/order` + account or guest. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
