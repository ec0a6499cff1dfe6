import { type ExchangeRates, formatMoney } from '@store/contracts/money';
import { type PaidPlan, PLAN_REMINDER_DAYS, planNames, periodEnd, planRank, type SubscriptionPeriod, type SubscriptionPlan } from '@store/contracts/plans';
import type { ActiveSubscription, SubscribeBody, SubscriptionPayment } from '@store/contracts/subscriptions';
import type { Database } from '@store/db/client';
import { accounts, planPrices, subscriptions } from '@store/db/schema/index';
import { and, asc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { type InboxMessage, notifyInbox } from '../inbox/inbox.service.ts';
import { recordAudit, storeActor } from '../audit/audit.service.ts';
import { chargeMismatch } from '../payments/capture-recovery.ts';
import { awaitCapture, callProvider, type ExecutedPayment, PayerMismatchError, PaymentDeclinedError, type PaymentGateway, providerCharge } from '../payments/payment-gateway.ts';
import { currentPlanOf, planStateOf, publicationLimitOf, publishedCount, rankOf } from './plans.ts';

export interface SubscriptionContext {
  db: Database;
  gateway: PaymentGateway;
  rates: ExchangeRates;
  /** Absolute URL of a store path (the provider sends the seller back there). */
  linkTo: (path: string) => string;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

function paymentView(row: SubscriptionRow): SubscriptionPayment {
  if (!row.startsAt || !row.endsAt || !row.paidAt) throw new Error(`subscription ${row.id} is not paid`);
  return {
    id: row.id,
    plan: row.plan as SubscriptionPayment['plan'],
    period: row.period as SubscriptionPeriod,
    price: row.price,
    chargedAmount: row.chargedAmount,
    chargedCurrency: row.chargedCurrency,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    paidAt: row.paidAt.toISOString(),
  };
}

/** `GET account/subscriptions/payments/active`: the plan now, the publications it allows, what is paid ahead. */
export async function activeSubscription(db: Database, accountId: number, now = new Date()): Promise<ActiveSubscription> {
  const [current, paid, used] = await Promise.all([
    planStateOf(db, accountId, now),
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'PAID'), gt(subscriptions.endsAt, now)))
      .orderBy(asc(subscriptions.startsAt), asc(subscriptions.id)),
    publishedCount(db, accountId),
  ]);
  return {
    plan: current.plan,
    state: current.state,
    endsAt: current.endsAt?.toISOString() ?? null,
    publications: { used, limit: await publicationLimitOf(db, current.plan) },
    payments: paid.map(paymentView),
  };
}

/** `POST account/subscriptions`: creates the payment of a plan for a period; the seller approves it with the provider. */
export async function startSubscription(ctx: SubscriptionContext, accountId: number, body: SubscribeBody) {
  const [price] = await ctx.db
    .select({ price: planPrices.price })
    .from(planPrices)
    .where(and(eq(planPrices.plan, body.plan), eq(planPrices.period, body.period)));
  if (!price) throw new HttpProblem('request/invalid', 'This plan is not sold for this period.', [{ path: 'body.period', message: 'request/invalid' }]);
  const charge = providerCharge(price.price, 'CFA', ctx.rates);
  const invoice = `SUB-${randomBytes(5).toString('hex').toUpperCase()}`;
  const payment = await callProvider(() =>
    ctx.gateway.createPayment({
      orderNumber: invoice,
      amount: charge.amount,
      currency: 'EUR',
      description: `ElectroMarché ${planNames[body.plan]} ${body.period}`,
      returnUrl: ctx.linkTo('/subscription/paypal-return'),
      cancelUrl: ctx.linkTo('/subscription?cancelled=1'),
    }),
  );
  await ctx.db.insert(subscriptions).values({
    accountId,
    plan: body.plan,
    period: body.period,
    price: price.price,
    provider: 'PAYPAL',
    providerPaymentId: payment.paymentId,
    approvalUrl: payment.approvalUrl,
    chargedAmount: charge.amount,
    chargedCurrency: 'EUR',
  });
  return payment;
}

/**
 * `POST account/subscriptions/paypal/confirm`: takes the approved payment, once, and puts the
 * period in the seller's calendar. Only the seller who started it may confirm it; a repeated
 * confirmation answers the same plan.
 */
export async function confirmSubscription(ctx: SubscriptionContext, accountId: number, paymentId: string, payerId: string): Promise<ActiveSubscription> {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'PAYPAL'), eq(subscriptions.providerPaymentId, paymentId), eq(subscriptions.accountId, accountId)));
  if (!row) throw notFound('No such subscription payment.');
  if (row.status === 'PAID') return activeSubscription(ctx.db, accountId);
  // The payer and the start are kept: if this process stops mid-capture, the sweep finishes it.
  const [claimed] = await ctx.db
    .update(subscriptions)
    .set({ status: 'CAPTURING', payerId, captureStartedAt: new Date() })
    .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'CREATED')))
    .returning({ id: subscriptions.id });
  if (!claimed) {
    // Another confirmation of this payment claimed it since `row` was read: it may be capturing
    // still, or have finished already (a double click), and either way this one answers the plan.
    const now = await statusOf(ctx.db, row.id);
    if (now === 'CAPTURING' || now === 'PAID') return awaitCapture(() => statusOf(ctx.db, row.id), 'PAID', () => activeSubscription(ctx.db, accountId));
    throw new HttpProblem('payment/not-pending', 'This subscription payment is not waiting for a payment.');
  }

  let executed;
  try {
    executed = await ctx.gateway.executePayment(paymentId, payerId);
  } catch (error) {
    if (error instanceof PayerMismatchError) {
      await releasePlanPayment(ctx.db, row.id, { status: 'CREATED' });
      throw new HttpProblem('payment/payer-mismatch', 'This payer did not approve this payment; it is still waiting for its approval.');
    }
    // No answer (unreachable, cut off): the money may be taken, so the payment stays CAPTURING
    // and the stalled-capture sweep asks the provider and finishes it (decision 83).
    if (error instanceof PaymentDeclinedError) await releasePlanPayment(ctx.db, row.id, { status: 'FAILED', error: error.message });
    return callProvider(() => Promise.reject(error));
  }

  // Money taken, but not the plan's price: owed back, never a failed payment the seller pays again.
  const mismatch = chargeMismatch(executed, { amount: row.chargedAmount, currency: row.chargedCurrency });
  if (mismatch) {
    await refundMismatchedPlanCharge(ctx.db, row, executed, mismatch);
    throw new HttpProblem('payment/charge-mismatch', 'PayPal took another amount than the plan’s price: the plan was not applied, and the money will be refunded.');
  }
  await completePlanPayment(ctx.db, row, executed.payerId);
  return activeSubscription(ctx.db, accountId);
}

/**
 * The provider took another amount than the plan's price (decision 95, as decision 86 for
 * orders): the money is recorded as taken and owed back (`REFUND_DUE`, what was taken in
 * `takenAmount`, both amounts in `error`),
 * the plan is not applied, the seller is told in the inbox, and the audit log has it for the
 * operators who refund it. Only a payment still CAPTURING, so the confirmation and the sweep do
 * it once.
 */
export async function refundMismatchedPlanCharge(db: Database, row: SubscriptionRow, executed: ExecutedPayment, detail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [owed] = await tx
      .update(subscriptions)
      .set({ status: 'REFUND_DUE', payerId: executed.payerId, paidAt: new Date(), error: detail, takenAmount: executed.amount, takenCurrency: executed.currency })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'CAPTURING')))
      .returning({ id: subscriptions.id });
    if (!owed) return;
    await recordAudit(tx, storeActor, { entityType: 'subscription', entityId: row.id, action: 'subscription.charge-mismatch', before: { status: 'CAPTURING' }, after: { status: 'REFUND_DUE', error: detail } });
    const name = planNames[row.plan as PaidPlan];
    await notifyInbox(tx, [
      {
        accountId: row.accountId,
        level: 'WARNING',
        kind: 'plan-charge-mismatch',
        bodyFr: `**Formule ${name} non appliquée** : PayPal a prélevé un autre montant que son prix. Nous vous remboursons ce paiement ; vous pouvez payer la formule à nouveau.`,
        bodyEn: `**${name} plan not applied**: PayPal took another amount than its price. We are refunding this payment; you may pay for the plan again.`,
        link: '/subscription',
      },
    ]);
  });
}

/**
 * The money for a plan is taken: the period goes in the seller's calendar and the seller is told,
 * the account locked. Only a payment still CAPTURING is completed, so the buyer's confirmation
 * and the stalled-capture sweep finishing the same payment complete it once.
 */
export async function completePlanPayment(db: Database, row: SubscriptionRow, payerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, row.accountId)).for('update');
    const [current] = await tx.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, row.id)).for('update');
    if (current?.status !== 'CAPTURING') return;
    const now = new Date();
    const { startsAt, endsAt } = await placeInCalendar(tx, row.accountId, row.plan as PaidPlan, row.period as SubscriptionPeriod, now);
    await tx.update(subscriptions).set({ status: 'PAID', payerId, paidAt: now, startsAt, endsAt }).where(eq(subscriptions.id, row.id));
    await notifyInbox(tx, [paidNotice(row.accountId, row, startsAt, endsAt, startsAt.getTime() === now.getTime())]);
  });
}

/** The capture took no money: the payment failed (with why) or waits for its payer again. Nothing when no longer CAPTURING. */
export async function releasePlanPayment(db: Database, id: number, outcome: { status: 'FAILED'; error: string } | { status: 'CREATED' }): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: outcome.status, error: outcome.status === 'FAILED' ? outcome.error : null })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'CAPTURING')));
}

const longDate = (date: Date, language: 'fr' | 'en') =>
  date.toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The seller's receipt in the inbox: the plan applies now (an upgrade), or from the end of the current one. */
function paidNotice(accountId: number, row: SubscriptionRow, startsAt: Date, endsAt: Date, now: boolean): InboxMessage {
  const name = planNames[row.plan as PaidPlan];
  const paid = (language: 'fr' | 'en') => formatMoney({ amount: row.price, currency: 'CFA' }, language);
  return {
    accountId,
    level: 'INFO',
    kind: 'plan-paid',
    bodyFr: now
      ? `**Formule ${name}** active jusqu'au ${longDate(endsAt, 'fr')} (${paid('fr')} payés).`
      : `**Formule ${name}** payée (${paid('fr')}) : elle commencera le ${longDate(startsAt, 'fr')}, à la fin de votre formule actuelle, et durera jusqu'au ${longDate(endsAt, 'fr')}.`,
    bodyEn: now
      ? `**${name} plan** active until ${longDate(endsAt, 'en')} (${paid('en')} paid).`
      : `**${name} plan** paid (${paid('en')}): it starts on ${longDate(startsAt, 'en')}, when your current plan ends, and runs until ${longDate(endsAt, 'en')}.`,
    link: '/subscription',
  };
}

const statusOf = async (db: Database, id: number) => (await db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status;


/**
 * Where a newly paid period goes, the account locked: after every paid period of the same plan
 * or a higher one (a renewal follows its plan; a downgrade waits for the higher plan to end), or
 * now when there is none (an upgrade applies at once). Periods of lower plans that have not
 * ended are pushed back by the new period's length, so an upgrade never eats days already paid.
 */
export async function placeInCalendar(tx: Database, accountId: number, plan: PaidPlan, period: SubscriptionPeriod, now: Date) {
  const paid = and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'PAID'), gt(subscriptions.endsAt, now));
  const [ahead] = await tx
    .select({ lastEnd: sql<Date | null>`max(${subscriptions.endsAt})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))) })
    .from(subscriptions)
    .where(and(paid, gte(rankOf(subscriptions.plan), planRank[plan])));
  const startsAt = ahead?.lastEnd && ahead.lastEnd > now ? ahead.lastEnd : now;
  const endsAt = periodEnd(startsAt, period);
  const shift = sql`make_interval(secs => ${(endsAt.getTime() - startsAt.getTime()) / 1000})`;
  const lower = and(paid, lte(rankOf(subscriptions.plan), planRank[plan] - 1));
  // Lower periods starting later move whole; a running one keeps its start and ends later.
  await tx
    .update(subscriptions)
    .set({ startsAt: sql`case when ${subscriptions.startsAt} >= ${startsAt.toISOString()}::timestamptz then ${subscriptions.startsAt} + ${shift} else ${subscriptions.startsAt} end`, endsAt: sql`${subscriptions.endsAt} + ${shift}` })
    .where(lower);
  return { startsAt, endsAt };
}

/**
 * Tells sellers whose paid plan ends within PLAN_REMINDER_DAYS, with nothing paid to follow,
 * once per period. Run by the sweeper; safe with several processes (the mark is the guard).
 */
export async function remindExpiringPlans(db: Database, now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + PLAN_REMINDER_DAYS * 86_400_000);
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'PAID'), isNull(subscriptions.remindedAt), gt(subscriptions.endsAt, now), lte(subscriptions.endsAt, soon)));
  let reminded = 0;
  for (const row of due) {
    if (!row.endsAt) continue;
    const endsAt = row.endsAt;
    const sent = await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(subscriptions)
        .set({ remindedAt: now })
        .where(and(eq(subscriptions.id, row.id), isNull(subscriptions.remindedAt)))
        .returning({ id: subscriptions.id });
      if (!marked) return false;
      // Only when the plan really drops then: a renewal or a higher plan paid ahead needs no reminder.
      const then = await currentPlanOf(tx, row.accountId, endsAt);
      if (planRank[then.plan] >= planRank[row.plan as SubscriptionPlan]) return false;
      const name = planNames[row.plan as PaidPlan];
      await notifyInbox(tx, [
        {
          accountId: row.accountId,
          level: 'WARNING',
          kind: 'plan-expiring',
          bodyFr: `Votre **formule ${name}** se termine le ${longDate(endsAt, 'fr')}. Renouvelez-la pour garder vos avantages ; vos produits restent en ligne, mais au-delà de la limite de la nouvelle formule vous ne pourrez plus en publier.`,
          bodyEn: `Your **${name} plan** ends on ${longDate(endsAt, 'en')}. Renew it to keep its benefits; your products stay online, but above the new plan's limit you cannot publish more.`,
          link: '/subscription',
        },
      ]);
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}
