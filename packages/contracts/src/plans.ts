/*
 * Seller plans (spec §1, §3): free, plus and pro, bought for a period. Browser-safe and
 * pure: the subscription page, My shop and the API all read these rules from here.
 */

/** One week, one, three and six months, one year. */
export const subscriptionPeriods = ['W1', 'M1', 'M3', 'M6', 'Y1'] as const;
export type SubscriptionPeriod = (typeof subscriptionPeriods)[number];

export const subscriptionPlans = ['free', 'plus', 'pro'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

/** The plans that are bought; free is what a seller has when no paid period runs. */
export const paidPlans = ['plus', 'pro'] as const;

/**
 * A plan payment's life: CREATED at PayPal, CAPTURING while the money is taken, then PAID,
 * FAILED or CANCELLED; REFUND_DUE when another amount than the price was taken (decision 95),
 * REFUNDED once an operator records that it went back (decision 97).
 */
export const planPaymentStatuses = ['CREATED', 'CAPTURING', 'PAID', 'FAILED', 'CANCELLED', 'REFUND_DUE', 'REFUNDED'] as const;
export type PlanPaymentStatus = (typeof planPaymentStatuses)[number];
export type PaidPlan = (typeof paidPlans)[number];

export const subscriptionFeatures = ['publications', 'support', 'email', 'ads'] as const;
export type SubscriptionFeature = (typeof subscriptionFeatures)[number];

/** Spec §1: publications for all, support from plus, email and ads with pro. */
export const planFeatures: Readonly<Record<SubscriptionPlan, readonly SubscriptionFeature[]>> = {
  free: ['publications'],
  plus: ['publications', 'support'],
  pro: ['publications', 'support', 'email', 'ads'],
};

/** The plan the subscription page highlights. */
/** A plan's name as mails, notifications and PayPal's description write it, in both languages. */
export const planNames: Readonly<Record<SubscriptionPlan, string>> = { free: 'Free', plus: 'Plus', pro: 'Pro' };

export const highlightedPlan: SubscriptionPlan = 'plus';

export function planIncludes(plan: SubscriptionPlan, feature: SubscriptionFeature): boolean {
  return planFeatures[plan].includes(feature);
}

/** Higher is more: an upgrade applies at once, a downgrade waits for the end of what is paid. */
export const planRank: Readonly<Record<SubscriptionPlan, number>> = { free: 0, plus: 1, pro: 2 };

export function isSubscriptionPeriod(value: unknown): value is SubscriptionPeriod {
  return typeof value === 'string' && (subscriptionPeriods as readonly string[]).includes(value);
}

/** Products a pro shop may promote at once (sponsored in searches and on the home page). */
export const PROMOTED_PRODUCTS_MAX = 5;

/** Sponsored products a search's first page shows above its results. */
export const SPONSORED_IN_SEARCH = 2;

/** Sellers are reminded this many days before a paid period ends without a following one. */
export const PLAN_REMINDER_DAYS = 3;

/** How long each period lasts, in months (a week is a quarter of one, for prices per month). */
export const periodMonths: Readonly<Record<SubscriptionPeriod, number>> = { W1: 0.25, M1: 1, M3: 3, M6: 6, Y1: 12 };

/**
 * When a period bought from `start` ends: seven days for W1, calendar months otherwise (a
 * month from 31 January ends on the last day of February), at the same time of day, in UTC.
 */
export function periodEnd(start: Date, period: SubscriptionPeriod): Date {
  if (period === 'W1') return new Date(start.getTime() + 7 * 86_400_000);
  const months = periodMonths[period];
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Publications a shop may still add under its plan's limit. */
export function publicationsLeft(limit: number, published: number): number {
  return Math.max(0, limit - published);
}
