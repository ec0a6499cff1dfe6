import type { AdminPlanPayment, AdminPlanPaymentQuery } from '@store/contracts/admin-plan-payments';
import { type PaidPlan, planNames, type PlanPaymentStatus, planPaymentStatuses, type SubscriptionPeriod } from '@store/contracts/plans';
import type { Database } from '@store/db/client';
import { accounts, subscriptions } from '@store/db/schema/index';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { escapeMarkdown } from '../inbox/escape-markdown.ts';
import { notifyInbox } from '../inbox/inbox.service.ts';

/*
 * Plan payments for operators (decision 97): every seller's payment for a plan, newest first,
 * and the record of the refund of one whose money is owed back (REFUND_DUE, decision 95), made
 * outside the store as an order's is (decision 84).
 */

const sellers = alias(accounts, 'sellers');
const refundedBy = alias(accounts, 'refunded_by');

const columns = {
  id: subscriptions.id,
  sellerId: subscriptions.accountId,
  sellerLogin: sellers.login,
  shopName: sellers.shopName,
  plan: subscriptions.plan,
  period: subscriptions.period,
  price: subscriptions.price,
  chargedAmount: subscriptions.chargedAmount,
  chargedCurrency: subscriptions.chargedCurrency,
  takenAmount: subscriptions.takenAmount,
  takenCurrency: subscriptions.takenCurrency,
  status: subscriptions.status,
  provider: subscriptions.provider,
  providerPaymentId: subscriptions.providerPaymentId,
  error: subscriptions.error,
  createdAt: subscriptions.createdAt,
  paidAt: subscriptions.paidAt,
  refundedAt: subscriptions.refundedAt,
  refundedByLogin: refundedBy.login,
  refundReference: subscriptions.refundReference,
};

/** Rows of the columns above, with the seller and the operator who recorded a refund. */
const selectPlanPayments = (db: Database) =>
  db.select(columns).from(subscriptions).innerJoin(sellers, eq(sellers.id, subscriptions.accountId)).leftJoin(refundedBy, eq(refundedBy.id, subscriptions.refundedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectPlanPayments>['execute']>>[number];

const statusOf = (value: string): PlanPaymentStatus => planPaymentStatuses.find((status) => status === value) ?? 'FAILED';

function view(row: Row): AdminPlanPayment {
  return {
    id: row.id,
    seller: { id: row.sellerId, login: row.sellerLogin, shopName: row.shopName },
    plan: row.plan as PaidPlan,
    period: row.period as SubscriptionPeriod,
    price: row.price,
    chargedAmount: row.chargedAmount,
    chargedCurrency: row.chargedCurrency,
    taken: row.takenAmount !== null && row.takenCurrency !== null ? { amount: row.takenAmount, currency: row.takenCurrency } : null,
    status: statusOf(row.status),
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    error: row.error,
    createdDate: row.createdAt.toISOString(),
    paidDate: row.paidAt?.toISOString() ?? null,
    refund: row.refundedAt ? { date: row.refundedAt.toISOString(), byLogin: row.refundedByLogin, reference: row.refundReference ?? '' } : null,
  };
}

/** A page of plan payments, newest first, of one status or all, and how many there are. */
export async function listPlanPayments(db: Database, { status, page, size }: AdminPlanPaymentQuery): Promise<{ items: AdminPlanPayment[]; total: number }> {
  const where: SQL | undefined = status ? eq(subscriptions.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    selectPlanPayments(db).where(where).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)).limit(size).offset(page * size),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { items: rows.map(view), total: counted?.total ?? 0 };
}

export async function adminPlanPayment(db: Database, id: number): Promise<AdminPlanPayment> {
  const [row] = await selectPlanPayments(db).where(eq(subscriptions.id, id));
  if (!row) throw notFound(`No plan payment ${id}`);
  return view(row);
}

/**
 * An operator records that the money of a plan payment taken at another amount than the price
 * went back to the seller (PayPal's dashboard): once, with the payment locked, only while its
 * refund is due; the seller is told in their notifications and the audit log has it.
 */
export async function markPlanPaymentRefunded(db: Database, actor: AuditActor, id: number, reference: string, now = new Date()): Promise<AdminPlanPayment> {
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ status: subscriptions.status, accountId: subscriptions.accountId, plan: subscriptions.plan, createdAt: subscriptions.createdAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update');
    if (!payment) throw notFound(`No plan payment ${id}`);
    if (payment.status !== 'REFUND_DUE') throw new HttpProblem('plan/not-refund-due', 'Only a plan payment whose money is still owed can be marked refunded.');
    await tx.update(subscriptions).set({ status: 'REFUNDED', refundedAt: now, refundedBy: actor.accountId, refundReference: reference }).where(eq(subscriptions.id, id));
    await recordAudit(tx, actor, { entityType: 'subscription', entityId: id, action: 'subscription.refund', before: { status: 'REFUND_DUE' }, after: { status: 'REFUNDED', reference } });
    const name = planNames[payment.plan as PaidPlan];
    const day = payment.createdAt.toISOString().slice(0, 10);
    await notifyInbox(tx, [
      {
        accountId: payment.accountId,
        level: 'INFO',
        kind: 'plan-refunded',
        bodyFr: `**Remboursement envoyé** : votre paiement de la formule ${name} du ${day} vous a été rendu (référence ${escapeMarkdown(reference)}).`,
        bodyEn: `**Refund sent**: your payment for the ${name} plan of ${day} went back to you (reference ${escapeMarkdown(reference)}).`,
        link: '/subscription',
      },
    ]);
  });
  return adminPlanPayment(db, id);
}
