import { z } from 'zod';
import { paidPlans, subscriptionFeatures, subscriptionPeriods, subscriptionPlans } from './plans.ts';

/*
 * The subscription page and its calls (spec §1, §3, §7 `GET account/subscriptions/payments/active`).
 * Prices are CFA francs per period; PayPal charges their EUR value.
 */

export const subscriptionPeriodSchema = z.enum(subscriptionPeriods);
export const subscriptionPlanSchema = z.enum(subscriptionPlans);
export const paidPlanSchema = z.enum(paidPlans);

export const planOfferSchema = z.object({
  code: subscriptionPlanSchema,
  highlighted: z.boolean(),
  features: z.array(z.enum(subscriptionFeatures)),
  /** Published products a shop on this plan may have; drafts do not count. */
  publicationLimit: z.number().int(),
  /** CFA francs for each period; empty for the free plan. */
  prices: z.array(z.object({ period: subscriptionPeriodSchema, price: z.number().int() })),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** One paid period, running or waiting for the one before it to end. */
export const subscriptionPaymentSchema = z.object({
  id: z.number().int(),
  plan: paidPlanSchema,
  period: subscriptionPeriodSchema,
  /** CFA francs. */
  price: z.number().int(),
  /** What the provider charged: minor units of an ISO currency (EUR). */
  chargedAmount: z.number().int(),
  chargedCurrency: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  paidAt: z.string(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** `GET account/subscriptions/payments/active`: the seller's plan now, and what is paid ahead. */
export const activeSubscriptionSchema = z.object({
  plan: subscriptionPlanSchema,
  /** ACTIVE: a paid plan runs; EXPIRING: it ends within the reminder days with nothing after; FREE. */
  state: z.enum(['ACTIVE', 'EXPIRING', 'FREE']),
  /** When the current paid plan ends (null on free). */
  endsAt: z.string().nullable(),
  publications: z.object({ used: z.number().int(), limit: z.number().int() }),
  /** Paid periods not ended yet, in the order they run. */
  payments: z.array(subscriptionPaymentSchema),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

/** `POST account/subscriptions`: buy a plan for a period; the answer sends the seller to pay. */
export const subscribeBodySchema = z.object({
  plan: paidPlanSchema,
  period: subscriptionPeriodSchema,
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

export const startedSubscriptionSchema = z.object({
  paymentId: z.string(),
  /** Where the seller approves the payment (a page of this store for the sandbox). */
  approvalUrl: z.string(),
});

/** `POST account/subscriptions/paypal/confirm`: PayPal sent the seller back with these. */
export const confirmSubscriptionBodySchema = z.object({
  payerID: z.string().trim().min(1).max(100),
  paymentId: z.string().trim().min(1).max(100),
});
export type ConfirmSubscriptionBody = z.infer<typeof confirmSubscriptionBodySchema>;
