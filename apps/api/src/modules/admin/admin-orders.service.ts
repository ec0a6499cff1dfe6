import { type AdminOrder, type AdminOrderFilter, type AdminOrderListItem, refundStatuses } from '@store/contracts/admin-orders';
import { currencyFromIso, formatMoney } from '@store/contracts/money';
import type { Database } from '@store/db/client';
import { accounts, orders, payments, subOrders } from '@store/db/schema/index';
import { and, count, desc, eq, exists, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../lib/http-problem.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { findOrderRow, orderView, paymentMethodOf, paymentStatusOf, subOrderStatusOf } from '../orders/order-views.ts';

/*
 * Orders for operators (issue #15 item 7): every order, searched and paged newest first, and
 * one order with its parcels, every payment attempt and its cancellation. Cancelling is in
 * admin-order-cancel.service.ts.
 */

const sellers = alias(accounts, 'sellers');
const buyers = alias(accounts, 'buyers');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Conditions of a search: text over number and buyer, a shop, a parcel status, the payment state, UTC days. */
function conditionsOf(db: Database, filter: AdminOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.from ? gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(orders.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)) : undefined,
  ];
  const parcelConditions: (SQL | undefined)[] = [
    filter.status ? eq(subOrders.status, filter.status) : undefined,
    filter.shop ? or(ilike(sellers.shopName, containsPattern(filter.shop)), ilike(sellers.login, containsPattern(filter.shop))) : undefined,
  ];
  if (parcelConditions.some(Boolean)) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(subOrders)
          .innerJoin(sellers, eq(sellers.id, subOrders.sellerAccountId))
          .where(and(eq(subOrders.orderId, orders.id), ...parcelConditions)),
      ),
    );
  }
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    const digits = filter.query.replace(/[\s.()+-]/g, '');
    conditions.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.fullname, pattern),
        ilike(orders.email, pattern),
        ilike(buyers.login, pattern),
        /^\d{3,}$/.test(digits) ? ilike(orders.phoneNumber, containsPattern(digits)) : undefined,
      ),
    );
  }
  return and(...conditions);
}

const listColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  buyerLogin: buyers.login,
  fullname: orders.fullname,
  phoneNumber: orders.phoneNumber,
  email: orders.email,
  currency: orders.currency,
  grandTotal: orders.grandTotal,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  refundStatus: orders.refundStatus,
  cancelledAt: orders.cancelledAt,
};

type RefundStatus = (typeof refundStatuses)[number];
const refundStatusOf = (value: string | null): RefundStatus | null => refundStatuses.find((status) => status === value) ?? null;

/** A page of orders, newest first, and how many match. */
export async function listOrders(db: Database, filter: AdminOrderFilter, page: number, size: number): Promise<{ items: AdminOrderListItem[]; total: number }> {
  const where = conditionsOf(db, filter);
  const [rows, [counted]] = await Promise.all([
    db.select(listColumns).from(orders).leftJoin(buyers, eq(buyers.id, orders.accountId)).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(size).offset(page * size),
    db.select({ total: count() }).from(orders).leftJoin(buyers, eq(buyers.id, orders.accountId)).where(where),
  ]);
  const parcels = rows.length
    ? await db
        .select({ orderId: subOrders.orderId, status: subOrders.status, shopName: sellers.shopName, login: sellers.login })
        .from(subOrders)
        .innerJoin(sellers, eq(sellers.id, subOrders.sellerAccountId))
        .where(inArray(subOrders.orderId, rows.map((row) => row.id)))
        .orderBy(subOrders.id)
    : [];
  const items = rows.map((row) => ({
    id: row.id,
    number: row.number,
    createdDate: row.createdAt.toISOString(),
    buyerLogin: row.buyerLogin,
    fullname: row.fullname,
    phoneNumber: row.phoneNumber,
    email: row.email,
    currency: currencyFromIso(row.currency) ?? 'CFA',
    grandTotal: row.grandTotal,
    paymentMethod: paymentMethodOf(row.paymentMethod),
    paymentStatus: paymentStatusOf(row.paymentStatus),
    refundStatus: refundStatusOf(row.refundStatus),
    cancelledDate: row.cancelledAt?.toISOString() ?? null,
    parcels: parcels.filter((parcel) => parcel.orderId === row.id).map((parcel) => ({ shopName: parcel.shopName ?? parcel.login, status: subOrderStatusOf(parcel.status) })),
  }));
  return { items, total: counted?.total ?? 0 };
}

/** One order as an operator reads it: the buyer's view, plus accounts, every payment attempt, refund and cancellation. */
export async function adminOrder(db: Database, id: number): Promise<AdminOrder> {
  const row = await findOrderRow(db, eq(orders.id, id));
  if (!row) throw notFound(`No order ${id}`);
  const cancelledBy = alias(accounts, 'cancelled_by');
  const refundedBy = alias(accounts, 'refunded_by');
  const [[extra], parcelSellers, attempts, view] = await Promise.all([
    db
      .select({
        buyerLogin: buyers.login,
        cancelledAt: orders.cancelledAt,
        cancelReason: orders.cancelReason,
        refundStatus: orders.refundStatus,
        cancelledByLogin: cancelledBy.login,
        refundedAt: orders.refundedAt,
        refundReference: orders.refundReference,
        refundedByLogin: refundedBy.login,
      })
      .from(orders)
      .leftJoin(buyers, eq(buyers.id, orders.accountId))
      .leftJoin(cancelledBy, eq(cancelledBy.id, orders.cancelledBy))
      .leftJoin(refundedBy, eq(refundedBy.id, orders.refundedBy))
      .where(eq(orders.id, id)),
    db.select({ subOrderId: subOrders.id, id: sellers.id, login: sellers.login }).from(subOrders).innerJoin(sellers, eq(sellers.id, subOrders.sellerAccountId)).where(eq(subOrders.orderId, id)).orderBy(subOrders.id),
    db
      .select({ id: payments.id, provider: payments.provider, providerPaymentId: payments.providerPaymentId, amount: payments.amount, currency: payments.currency, status: payments.status, error: payments.error, createdAt: payments.createdAt, completedAt: payments.completedAt })
      .from(payments)
      .where(eq(payments.orderId, id))
      .orderBy(desc(payments.id)),
    orderView(db, row),
  ]);
  return {
    ...view,
    id,
    buyer: row.accountId !== null && extra?.buyerLogin ? { id: row.accountId, login: extra.buyerLogin } : null,
    sellers: parcelSellers,
    payments: attempts.map(({ createdAt, completedAt, ...attempt }) => ({ ...attempt, createdDate: createdAt.toISOString(), completedDate: completedAt?.toISOString() ?? null })),
    refundStatus: refundStatusOf(extra?.refundStatus ?? null),
    refund: extra?.refundedAt ? { date: extra.refundedAt.toISOString(), byLogin: extra.refundedByLogin, reference: extra.refundReference ?? '' } : null,
    cancellation: extra?.cancelledAt ? { date: extra.cancelledAt.toISOString(), reason: extra.cancelReason ?? '', byLogin: extra.cancelledByLogin } : null,
  };
}

/** The money of an order in its currency, formatted for a notification in `language`. */
export const orderTotalText = (order: { grandTotal: number; currency: string }, language: 'fr' | 'en') =>
  formatMoney({ amount: order.grandTotal, currency: currencyFromIso(order.currency) ?? 'CFA' }, language);

/**
 * An order locked for an operator's change, with what telling its buyer needs (its number,
 * account, money, language and contact); 404 when there is none.
 */
export async function lockOrderForOperator(tx: Database, id: number) {
  const [order] = await tx
    .select({
      number: orders.number,
      accountId: orders.accountId,
      paymentStatus: orders.paymentStatus,
      refundStatus: orders.refundStatus,
      cancelledAt: orders.cancelledAt,
      currency: orders.currency,
      grandTotal: orders.grandTotal,
      language: orders.language,
      fullname: orders.fullname,
      email: orders.email,
      phoneNumber: orders.phoneNumber,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!order) throw notFound(`No order ${id}`);
  return order;
}
