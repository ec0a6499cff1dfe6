import { nextSellerStatuses, type SubOrderStatus } from '@store/contracts/order-rules';
import type { SellerSubOrder, UpdateSubOrderStatusBody } from '@store/contracts/orders';
import type { Database } from '@store/db/client';
import { accounts, orders, subOrders } from '@store/db/schema/index';
import { and, count, eq, inArray, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { paymentMethodOf, sellerSubOrderViews, subOrderStatusOf } from './order-views.ts';
import { restoreSubOrderStock } from './stock.ts';
import { auditActor, recordAudit } from '../audit/audit.service.ts';

/*
 * Sellers see and move their own part of each order, never another seller's. Cancelling a
 * sub-order puts its stock back on sale; delivering a cash-on-delivery parcel records the payment.
 */

export async function sellerSubOrders(db: Database, sellerId: number, status: SubOrderStatus | undefined, page: number, size: number): Promise<{ items: SellerSubOrder[]; total: number }> {
  const where = status ? eq(subOrders.status, status) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(subOrders).where(and(eq(subOrders.sellerAccountId, sellerId), where));
  return { total: totalRow?.total ?? 0, items: await sellerSubOrderViews(db, sellerId, where, { offset: page * size, limit: size }) };
}

/**
 * Locks a seller's sub-order with its order, the order first: every writer of both (an
 * operator's cancel, the unpaid-order sweeper, a payment capture) takes them in that order, so
 * two of them wait for each other instead of deadlocking.
 */
async function lockSellerSubOrder(tx: Database, sellerId: number, subOrderId: number) {
  const [owned] = await tx
    .select({ orderId: subOrders.orderId })
    .from(subOrders)
    .where(and(eq(subOrders.id, subOrderId), eq(subOrders.sellerAccountId, sellerId)));
  if (!owned) return undefined;
  const [order] = await tx.select({ paymentMethod: orders.paymentMethod, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, owned.orderId)).for('update');
  const [part] = await tx.select({ status: subOrders.status }).from(subOrders).where(eq(subOrders.id, subOrderId)).for('update');
  if (!order || !part) return undefined;
  return { ...order, status: part.status, orderId: owned.orderId };
}

const dateColumn = { SHIPPED: 'shippedAt', DELIVERED: 'deliveredAt', CANCELLED: 'cancelledAt' } as const;

export async function updateSubOrderStatus(app: FastifyInstance, request: FastifyRequest, sellerId: number, subOrderId: number, body: UpdateSubOrderStatusBody): Promise<SellerSubOrder> {
  const queued = await app.db.transaction(async (tx) => {
    const row = await lockSellerSubOrder(tx, sellerId, subOrderId);
    if (!row) throw notFound('No such sub-order.');
    const paymentMethod = paymentMethodOf(row.paymentMethod);
    if (!nextSellerStatuses(subOrderStatusOf(row.status), paymentMethod).includes(body.status)) {
      throw new HttpProblem('order/invalid-transition', `A ${row.status} sub-order cannot become ${body.status}.`);
    }
    const now = new Date();
    const cashCollected = body.status === 'DELIVERED' && paymentMethod === 'CASH_ON_DELIVERY';
    await tx
      .update(subOrders)
      .set({ status: body.status, [dateColumn[body.status]]: now, ...(cashCollected ? { paidAt: now } : {}) })
      .where(eq(subOrders.id, subOrderId));
    if (body.status === 'CANCELLED') {
      await restoreSubOrderStock(tx, [subOrderId]);
      // Nothing left to pay for once every part is cancelled.
      const [open] = await tx.select({ open: count() }).from(subOrders).where(and(eq(subOrders.orderId, row.orderId), ne(subOrders.status, 'CANCELLED')));
      if ((open?.open ?? 0) === 0 && row.paymentStatus !== 'PAID') await tx.update(orders).set({ paymentStatus: 'CANCELLED' }).where(eq(orders.id, row.orderId));
    }
    await recordAudit(tx, auditActor(request), { entityType: 'sub-order', entityId: subOrderId, action: 'sub-order.status', before: { status: row.status }, after: { status: body.status } });
    const [order] = await tx
      .select({ number: orders.number, fullname: orders.fullname, email: orders.email, phoneNumber: orders.phoneNumber, language: orders.language, shop: accounts.shopName, login: accounts.login })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, sellerId))
      .where(eq(orders.id, row.orderId));
    if (!order) return [];
    return app.notifier.send(tx, {
      to: { email: order.email, phoneNumber: order.phoneNumber },
      language: order.language === 'en' ? 'en' : 'fr',
      kind: 'order-status',
      params: { name: order.fullname, number: order.number, shop: order.shop ?? order.login, status: body.status, url: app.notifier.linkTo('/order-tracking', { number: order.number }) },
    });
  });
  void app.notifier.deliver(queued);
  const [view] = await sellerSubOrderViews(app.db, sellerId, eq(subOrders.id, subOrderId), { offset: 0, limit: 1 });
  if (!view) throw notFound('No such sub-order.');
  return view;
}

/**
 * Online payments not confirmed in time: the order is cancelled and its stock goes back on
 * sale (the sweeper calls this). Orders whose payment is being captured are left alone.
 */
export async function cancelUnpaidOrders(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set({ paymentStatus: 'CANCELLED' })
      .where(and(inArray(orders.paymentStatus, ['PENDING', 'FAILED']), eq(orders.paymentMethod, 'PAYPAL'), lt(orders.paymentDueAt, now)))
      .returning({ id: orders.id });
    if (cancelled.length === 0) return 0;
    const parts = await tx
      .update(subOrders)
      .set({ status: 'CANCELLED', cancelledAt: now })
      .where(and(inArray(subOrders.orderId, cancelled.map((row) => row.id)), eq(subOrders.status, 'PLACED')))
      .returning({ id: subOrders.id });
    await restoreSubOrderStock(tx, parts.map((row) => row.id));
    return cancelled.length;
  });
}
