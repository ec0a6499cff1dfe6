import { z } from 'zod';
import { pagingQuerySchema } from './admin.ts';
import { markRefundedBodySchema } from './admin-orders.ts';
import { idParamSchema } from './catalog.ts';
import { planPaymentStatuses } from './plans.ts';
import { paidPlanSchema, subscriptionPeriodSchema } from './subscriptions.ts';

/*
 * Plan payments for operators (decision 97): every seller's payment for a plan, newest first,
 * narrowed to one status (those whose money is owed back, above all), and the record of a
 * refund made outside the store. The refund's reference follows the orders' rule
 * (`markRefundedBodySchema` of admin-orders.ts).
 */

export const planPaymentStatusSchema = z.enum(planPaymentStatuses);

export const adminPlanPaymentQuerySchema = pagingQuerySchema.extend({
  status: planPaymentStatusSchema.optional(),
});
export type AdminPlanPaymentQuery = z.infer<typeof adminPlanPaymentQuerySchema>;

export const adminPlanPaymentSchema = z.object({
  id: z.number().int(),
  seller: z.object({ id: z.number().int(), login: z.string(), shopName: z.string().nullable() }),
  plan: paidPlanSchema,
  period: subscriptionPeriodSchema,
  /** The plan's price for the period when it was bought, CFA francs. */
  price: z.number().int(),
  /** What was asked of the provider: minor units of an ISO currency (EUR). */
  chargedAmount: z.number().int(),
  chargedCurrency: z.string(),
  /** What the provider took instead, when it was not the price: the money owed back (REFUND_DUE, REFUNDED). */
  taken: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  status: planPaymentStatusSchema,
  provider: z.string(),
  providerPaymentId: z.string(),
  /** Why it failed, or what was taken instead of the price (`charged 1234 EUR, expected 1200 EUR`). */
  error: z.string().nullable(),
  createdDate: z.string(),
  /** When the money was taken (PAID, REFUND_DUE, REFUNDED). */
  paidDate: z.string().nullable(),
  /** The refund an operator recorded: when, who, and its reference. */
  refund: z.object({ date: z.string(), byLogin: z.string().nullable(), reference: z.string() }).nullable(),
});
export type AdminPlanPayment = z.infer<typeof adminPlanPaymentSchema>;

/** The administration page's refund form: which payment, and the body of `POST admin/plan-payments/{id}/refunded`. */
export const planRefundFormSchema = markRefundedBodySchema.extend({ id: idParamSchema });
