import type { AdminOrder } from '@store/contracts/admin-orders';
import { accounts, orders, payments, subOrders } from '@store/db/schema/index';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@store/db/client';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../lib/http-problem.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { type InboxMessage, notifyInbox } from '../inbox/inbox.service.ts';
import type { QueuedMessage } from '../notifications/notifier.ts';
import { restoreSubOrderStock } from '../orders/stock.ts';
import { adminOrder, lockOrderForOperator, orderTotalText } from './admin-orders.service.ts';
import { escapeMarkdown } from '../inbox/escape-markdown.ts';

/*
 * An operator cancels a whole order (decision 71). In one transaction, with the order row
 * locked: refused when already cancelled, when a parcel has shipped or been delivered, or while
 * the payment is being captured; else every parcel not yet cancelled is cancelled and its stock
 * goes back (the status change is the guard: a parcel a seller cancelled earlier already gave
 * its stock back and is left alone), a paid order is marked REFUND_DUE (the gateways cannot
 * refund), an unpaid one's payment is cancelled, the buyer and each seller are told, and the
 * audit log has the before and after.
 */

const UNSHIPPED = ['PLACED', 'PAID'];

type LockedOrder = Awaited<ReturnType<typeof lockOrderForOperator>>;

export async function cancelOrder(app: FastifyInstance, actor: AuditActor, id: number, reason: string, now = new Date()): Promise<AdminOrder> {
  const queued = await app.db.transaction(async (tx) => cancelLockedOrder(app, tx, actor, { id, ...(await lockOrderForOperator(tx, id)) }, reason, now));
  void app.notifier.deliver(queued);
  return adminOrder(app.db, id);
}

/**
 * The cancellation itself, in the caller's transaction with the order locked (`order` as it
 * stands now): an operator's, or the store's own when a payment took another amount than the
 * order's (orders/order-capture.ts, `action` then says so). Answers the messages to deliver
 * once it commits.
 */
export async function cancelLockedOrder(
  app: FastifyInstance,
  tx: Database,
  actor: AuditActor,
  order: LockedOrder & { id: number },
  reason: string,
  now: Date,
  action = 'order.cancel',
): Promise<QueuedMessage[]> {
  const { id } = order;
  if (order.cancelledAt) throw new HttpProblem('order/already-cancelled', 'This order was already cancelled.');
  const parts = await tx
    .select({ id: subOrders.id, status: subOrders.status, sellerId: subOrders.sellerAccountId, shop: accounts.shopName, login: accounts.login })
    .from(subOrders)
    .innerJoin(accounts, eq(accounts.id, subOrders.sellerAccountId))
    .where(eq(subOrders.orderId, id))
    .orderBy(asc(subOrders.id))
    .for('update', { of: subOrders });
  if (parts.some((part) => part.status === 'SHIPPED' || part.status === 'DELIVERED')) {
    throw new HttpProblem('order/parcel-shipped', 'A parcel of this order has shipped or been delivered: its seller settles it with the buyer.');
  }
  if (order.paymentStatus === 'CAPTURING') throw new HttpProblem('order/payment-in-progress', 'The payment is being captured; try again in a moment.');

  const cancelled = await tx
    .update(subOrders)
    .set({ status: 'CANCELLED', cancelledAt: now })
    .where(and(eq(subOrders.orderId, id), inArray(subOrders.status, UNSHIPPED)))
    .returning({ id: subOrders.id });
  const cancelledIds = cancelled.map((row) => row.id);
  await restoreSubOrderStock(tx, cancelledIds);

  const paid = order.paymentStatus === 'PAID';
  const after = { paymentStatus: paid ? 'PAID' : 'CANCELLED', refundStatus: paid ? 'REFUND_DUE' : null };
  await tx
    .update(orders)
    .set({ cancelledAt: now, cancelReason: reason, cancelledBy: actor.accountId, paymentStatus: after.paymentStatus, refundStatus: after.refundStatus })
    .where(eq(orders.id, id));
  // An approval still open at the provider can no longer be captured for this order.
  await tx.update(payments).set({ status: 'CANCELLED' }).where(and(eq(payments.orderId, id), eq(payments.status, 'CREATED')));

  await recordAudit(tx, actor, {
    entityType: 'order',
    entityId: id,
    action,
    before: { cancelled: false, paymentStatus: order.paymentStatus, refundStatus: null, parcels: parts.map((part) => ({ id: part.id, status: part.status })) },
    after: {
      cancelled: true,
      reason,
      ...after,
      parcels: parts.map((part) => ({ id: part.id, status: cancelledIds.includes(part.id) ? 'CANCELLED' : part.status })),
      restocked: cancelledIds,
    },
  });

  const total = { fr: orderTotalText(order, 'fr'), en: orderTotalText(order, 'en') };
  const why = escapeMarkdown(reason);
  const refundFr = paid ? `\n\nLe paiement de ${total.fr} vous sera remboursé.` : '';
  const refundEn = paid ? `\n\nThe payment of ${total.en} will be refunded to you.` : '';
  const messages: InboxMessage[] = parts
    .filter((part) => cancelledIds.includes(part.id))
    .map((part) => ({
      accountId: part.sellerId,
      level: 'WARNING' as const,
      kind: 'order-cancelled',
      bodyFr: `**Commande ${order.number} annulée** par l’équipe du magasin : ne l’expédiez pas, le stock a été remis en vente. Motif : ${why}`,
      bodyEn: `**Order ${order.number} cancelled** by the store team: do not ship it; its stock is back on sale. Reason: ${why}`,
      link: '/account/vendor',
    }));
  if (order.accountId !== null) {
    messages.push({
      accountId: order.accountId,
      level: 'WARNING',
      kind: 'order-cancelled',
      bodyFr: `**Votre commande ${order.number} a été annulée.** Motif : ${why}${refundFr}`,
      bodyEn: `**Your order ${order.number} was cancelled.** Reason: ${why}${refundEn}`,
      link: `/order-tracking?number=${order.number}`,
    });
  }
  await notifyInbox(tx, messages);
  // The buyer, signed in or a guest, also gets the usual cancelled-parcel message by mail or SMS, once.
  const shops = parts.filter((part) => cancelledIds.includes(part.id)).map((part) => part.shop ?? part.login);
  if (shops.length === 0) return [];
  return app.notifier.send(tx, {
    to: { email: order.email, phoneNumber: order.phoneNumber },
    language: order.language === 'en' ? 'en' : 'fr',
    kind: 'order-status',
    params: { name: order.fullname, number: order.number, shop: shops.join(', '), status: 'CANCELLED', url: app.notifier.linkTo('/order-tracking', { number: order.number }) },
  });
}
