import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** What each paid plan costs for each period (spec §3: W1, M1, M3, M6, Y1), in CFA francs. */
export const planPrices = pgTable(
  'plan_prices',
  {
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plan, t.period] })],
);

/**
 * One purchase of a plan for one period. It becomes the seller's plan once paid, from
 * `starts_at` to `ends_at`: at once for an upgrade, at the end of the current period for a
 * downgrade. A seller with no paid period running is on the free plan.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** plus or pro. */
    plan: text('plan').notNull(),
    /** W1, M1, M3, M6 or Y1. */
    period: text('period').notNull(),
    /** The plan's price for the period, in CFA francs, when it was bought. */
    price: integer('price').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment id (PayPal's paymentId). */
    providerPaymentId: text('provider_payment_id').notNull(),
    approvalUrl: text('approval_url'),
    /** What was charged: PayPal takes no XOF, so the CFA price is charged in EUR. */
    chargedAmount: integer('charged_amount').notNull(),
    chargedCurrency: text('charged_currency').notNull(),
    /**
     * CREATED, CAPTURING, PAID, FAILED, CANCELLED, or REFUND_DUE (money taken at another amount
     * than the price: owed back, decision 95), then REFUNDED once an operator records it (decision 97).
     */
    status: text('status').notNull().default('CREATED'),
    /** The approving payer, kept when the capture starts so a capture cut short can be finished. */
    payerId: text('payer_id'),
    /** When the capture (status CAPTURING) started; a capture this old is finished by the recovery sweep. */
    captureStartedAt: timestamp('capture_started_at', { withTimezone: true }),
    error: text('error'),
    /** Set when paid. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When the seller was told the period ends soon (once per period). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the provider took when it was not the price (REFUND_DUE, REFUNDED): the money owed back. */
    takenAmount: integer('taken_amount'),
    takenCurrency: text('taken_currency'),
    /** The refund of a REFUND_DUE payment, made outside the store and recorded by an operator. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => accounts.id),
    refundReference: text('refund_reference'),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('subscriptions_account_paid_idx').on(t.accountId, t.endsAt).where(sql`${t.status} = 'PAID'`),
    /** The operators' list of plan payments, newest first, often narrowed to one status. */
    index('subscriptions_status_created_idx').on(t.status, t.createdAt),
  ],
);
