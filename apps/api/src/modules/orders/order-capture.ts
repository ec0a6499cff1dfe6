import { formatMoney } from '@store/contracts/money';
import type { Order } from '@store/contracts/orders';
import type { Database } from '@store/db/client';
import { orders, payments, subOrders } from '@store/db/schema/index';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type IdempotencyKey, recordAnswer } from '../../lib/idempotency.ts';
import { cancelLockedOrder } from '../admin/admin-order-cancel.service.ts';
import { lockOrderForOperator } from '../admin/admin-orders.service.ts';
import { storeActor } from '../audit/audit.service.ts';
import { settleStalledCapture } from '../payments/capture-recovery.ts';
import type { ExecutedPayment } from '../payments/payment-gateway.ts';
import { findOrderRow, orderView } from './order-views.ts';

/*
 * The end of an order's online payment, whoever reaches it: the buyer's confirmation, or the
 * sweep that finishes a capture cut short (payments/capture-recovery.ts). Each change applies
 * only to a payment still CAPTURING, so when both reach the same payment it ends once.
 */

/** An order's payment being captured. */
export interface CapturingPayment {
  id: number;
  orderId: number;
}

const trackingPath = '/order-tracking';

/**
 * The money is taken: the payment completed, the order and its waiting parcels paid, the buyer
 * told. The order is locked first, as every writer of an order and its parcels does. Undefined
 * when the payment was no longer being captured (the other path ended it).
 */
export async function completeOrderPayment(app: FastifyInstance, payment: CapturingPayment, executed: ExecutedPayment, idempotency?: IdempotencyKey): Promise<Order | undefined> {
  const result = await app.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const now = new Date();
    const [completed] = await tx
      .update(payments)
      .set({ status: 'COMPLETED', payerId: executed.payerId, completedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'CAPTURING')))
      .returning({ id: payments.id });
    if (!completed) return undefined;
    await tx.update(orders).set({ paymentStatus: 'PAID', paidAt: now }).where(eq(orders.id, payment.orderId));
    await tx.update(subOrders).set({ status: 'PAID', paidAt: now }).where(and(eq(subOrders.orderId, payment.orderId), eq(subOrders.status, 'PLACED')));
    const row = await findOrderRow(tx, eq(orders.id, payment.orderId));
    if (!row) throw new Error(`order ${payment.orderId} of payment ${payment.id} is gone`);
    const view = await orderView(tx, row);
    const language = row.language === 'en' ? 'en' : 'fr';
    const queued = await app.notifier.send(tx, {
      to: { email: row.email, phoneNumber: row.phoneNumber },
      language,
      kind: 'order-paid',
      params: { name: row.fullname, number: row.number, total: formatMoney({ amount: row.grandTotal, currency: view.currency }, language), url: app.notifier.linkTo(trackingPath, { number: row.number }) },
    });
    await recordAnswer(tx, idempotency, 200, view);
    return { view, queued };
  });
  if (!result) return undefined;
  void app.notifier.deliver(result.queued);
  return result.view;
}

/**
 * The provider took money, but not the amount asked (`detail` says both). The money is
 * recorded as taken (the payment COMPLETED, its error kept) and never offered again: in the same
 * transaction the order is cancelled by the store, its stock goes back, it is REFUND_DUE in the
 * operators' list (decision 84 records the refund), and the buyer and sellers are told.
 * Undefined when the payment was no longer being captured (the other path ended it).
 */
export async function refundMismatchedCharge(app: FastifyInstance, payment: CapturingPayment, executed: ExecutedPayment, detail: string): Promise<Order | undefined> {
  const queued = await app.db.transaction(async (tx) => {
    const order = await lockOrderForOperator(tx, payment.orderId);
    const now = new Date();
    const [taken] = await tx
      .update(payments)
      .set({ status: 'COMPLETED', payerId: executed.payerId, completedAt: now, error: detail })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'CAPTURING')))
      .returning({ id: payments.id });
    if (!taken) return undefined;
    await tx.update(orders).set({ paymentStatus: 'PAID', paidAt: now }).where(eq(orders.id, payment.orderId));
    return cancelLockedOrder(app, tx, storeActor, { ...order, id: payment.orderId, paymentStatus: 'PAID' }, `PayPal: ${detail}`, now, 'order.charge-mismatch');
  });
  if (!queued) return undefined;
  void app.notifier.deliver(queued);
  const row = await findOrderRow(app.db, eq(orders.id, payment.orderId));
  return row ? orderView(app.db, row) : undefined;
}

/**
 * The capture took no money: the payment failed (`FAILED`, with why) or waits for its buyer
 * again (`CREATED`), and the order with it (`orderStatus`). Nothing when the payment was no
 * longer being captured.
 */
export async function releaseOrderPayment(db: Database, payment: CapturingPayment, outcome: { status: 'FAILED'; error: string } | { status: 'CREATED' }, orderStatus: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const [released] = await tx
      .update(payments)
      .set({ status: outcome.status, error: outcome.status === 'FAILED' ? outcome.error : null })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'CAPTURING')))
      .returning({ id: payments.id });
    if (released) await tx.update(orders).set({ paymentStatus: orderStatus }).where(eq(orders.id, payment.orderId));
  });
}

/**
 * Finishes every order capture that started more than `staleAfterMs` ago and never ended (the
 * process stopped while the provider was taking the money). Each is claimed by moving its stamp
 * on, so two processes never settle one together, and one the provider cannot answer for is
 * tried again a period later. Returns how many were settled.
 */
export async function finishStalledOrderCaptures(app: FastifyInstance, staleAfterMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - staleAfterMs);
  const stalled = and(eq(payments.status, 'CAPTURING'), lt(payments.captureStartedAt, cutoff), isNotNull(payments.payerId));
  const candidates = await app.db.select({ id: payments.id }).from(payments).where(stalled).limit(50);
  let settled = 0;
  for (const { id } of candidates) {
    const [claimed] = await app.db
      .update(payments)
      .set({ captureStartedAt: now })
      .where(and(eq(payments.id, id), stalled))
      .returning({ id: payments.id, orderId: payments.orderId, paymentId: payments.providerPaymentId, payerId: payments.payerId, amount: payments.amount, currency: payments.currency });
    if (!claimed?.payerId) continue;
    let outcome;
    try {
      outcome = await settleStalledCapture(app.paymentGateway, claimed.paymentId, claimed.payerId, claimed);
    } catch (error) {
      app.log.warn({ err: error, paymentId: claimed.paymentId }, 'stalled capture: the provider cannot say yet');
      continue;
    }
    if (outcome.kind === 'paid') await completeOrderPayment(app, claimed, outcome.executed);
    else if (outcome.kind === 'mismatched') await refundMismatchedCharge(app, claimed, outcome.executed, outcome.detail);
    else if (outcome.kind === 'failed') await releaseOrderPayment(app.db, claimed, { status: 'FAILED', error: outcome.detail }, 'FAILED');
    else await releaseOrderPayment(app.db, claimed, { status: 'CREATED' }, 'PENDING');
    app.log.info({ paymentId: claimed.paymentId, outcome: outcome.kind }, 'stalled capture settled');
    settled += 1;
  }
  return settled;
}
