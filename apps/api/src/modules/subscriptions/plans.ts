import { type PaidPlan, PLAN_REMINDER_DAYS, planRank, publicationsLeft, subscriptionPeriods, type SubscriptionPlan } from '@store/contracts/plans';
import type { ActiveSubscription, PlanOffer } from '@store/contracts/subscriptions';
import type { Database } from '@store/db/client';
import { accounts, planPrices, plans, products, subscriptions } from '@store/db/schema/index';
import { and, type AnyColumn, asc, count, desc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { HttpProblem } from '../../lib/http-problem.ts';

/** Ranks plans in SQL as planRank does: pro above plus. */
export const rankOf = (plan: SQL | typeof subscriptions.plan) => sql<number>`case ${plan} when 'pro' then ${planRank.pro} when 'plus' then ${planRank.plus} else 0 end`;

/** Paid periods of an account running at `at`. */
const runningAt = (accountId: number | SQL, at: Date) =>
  and(eq(subscriptions.accountId, accountId as number), eq(subscriptions.status, 'PAID'), lte(subscriptions.startsAt, at), gt(subscriptions.endsAt, at));

export interface CurrentPlan {
  plan: SubscriptionPlan;
  /** When the paid period giving the plan ends; null on free. */
  endsAt: Date | null;
}

/** The plan an account has at `at`: the highest of its paid periods running then, else free. */
export async function currentPlanOf(db: Database, accountId: number, at = new Date()): Promise<CurrentPlan> {
  const [row] = await db
    .select({ plan: subscriptions.plan, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(runningAt(accountId, at))
    .orderBy(desc(rankOf(subscriptions.plan)), desc(subscriptions.endsAt))
    .limit(1);
  return row ? { plan: row.plan as PaidPlan, endsAt: row.endsAt } : { plan: 'free', endsAt: null };
}

/**
 * The notification payload's subscription state (spec §3): FREE with no paid plan, EXPIRING
 * when it ends within PLAN_REMINDER_DAYS and nothing paid of the same plan or higher follows.
 */
export async function planStateOf(db: Database, accountId: number, now = new Date()): Promise<CurrentPlan & { state: ActiveSubscription['state'] }> {
  const current = await currentPlanOf(db, accountId, now);
  if (current.endsAt === null) return { ...current, state: 'FREE' };
  if (current.endsAt.getTime() - now.getTime() > PLAN_REMINDER_DAYS * 86_400_000) return { ...current, state: 'ACTIVE' };
  const after = await currentPlanOf(db, accountId, current.endsAt);
  return { ...current, state: planRank[after.plan] < planRank[current.plan] ? 'EXPIRING' : 'ACTIVE' };
}

/**
 * SQL true when the account in `accountId` (a column) is on pro at `at` (now by default):
 * sponsored products and mailed notifications need it.
 */
export const onProPlan = (accountId: SQL | AnyColumn, at?: Date) => {
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.accountId} = ${accountId} and ${subscriptions.status} = 'PAID' and ${subscriptions.plan} = 'pro' and ${subscriptions.startsAt} <= ${moment} and ${subscriptions.endsAt} > ${moment})`;
};

export async function publicationLimitOf(db: Database, plan: SubscriptionPlan): Promise<number> {
  const [row] = await db.select({ limit: plans.publicationLimit }).from(plans).where(eq(plans.code, plan));
  return row?.limit ?? 0;
}

/** Listings the seller publishes, those waiting for review or held by an operator included (decision 73). */
export async function publishedCount(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.sellerPublished, true), isNull(products.deletedAt)));
  return row?.n ?? 0;
}

/**
 * In the transaction that publishes one more product: refuses it when the shop is at its
 * plan's limit. The account row is locked first, so two publications at once are counted one
 * after the other. Drafts and edits of published products never come here.
 */
export async function assertCanPublishOneMore(tx: Database, accountId: number) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  const { plan } = await currentPlanOf(tx, accountId);
  const [limit, used] = await Promise.all([publicationLimitOf(tx, plan), publishedCount(tx, accountId)]);
  if (publicationsLeft(limit, used) === 0) {
    throw new HttpProblem('plan/publication-limit', `The ${plan} plan allows ${limit} published products and the shop has ${used}; save it as a draft or choose a bigger plan.`);
  }
}

/** The plans as the subscription page offers them, with each period's price. */
export async function planOffers(db: Database): Promise<PlanOffer[]> {
  const [planRows, priceRows] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.position)),
    db.select().from(planPrices),
  ]);
  const order: readonly string[] = subscriptionPeriods;
  return planRows.map((plan) => ({
    code: plan.code as SubscriptionPlan,
    highlighted: plan.highlighted,
    features: plan.features as PlanOffer['features'],
    publicationLimit: plan.publicationLimit,
    prices: priceRows
      .filter((price) => price.plan === plan.code)
      .sort((a, b) => order.indexOf(a.period) - order.indexOf(b.period))
      .map((price) => ({ period: price.period as PlanOffer['prices'][number]['period'], price: price.price })),
  }));
}
