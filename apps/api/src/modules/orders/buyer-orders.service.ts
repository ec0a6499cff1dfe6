import { currencyFromIso } from '@store/contracts/money';
import type { Order, OrderListItem, TrackOrderQuery } from '@store/contracts/orders';
import { normalizePhoneNumber, splitE164 } from '@store/contracts/phone';
import type { Database } from '@store/db/client';
import { orders, subOrders } from '@store/db/schema/index';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/http-problem.ts';
import { findOrderRow, orderView, paymentStatusOf, subOrderStatusOf } from './order-views.ts';

/*
 * What buyers read: an order found by its number plus the phone number or email given at
 * checkout (guests have nothing else), and a signed-in buyer's own orders. A wrong pair and an
 * unknown number answer the same 404, so tracking reveals nothing about other orders.
 */

function contactMatches(order: { phoneNumber: string; email: string | null }, contact: string): boolean {
  const typed = contact.trim();
  if (typed.includes('@')) return order.email !== null && order.email === typed.toLowerCase();
  // Read the typed number as the order's own country would dial it: "07 00 00 00 02" or "+225...".
  const indicator = splitE164(order.phoneNumber)?.indicator;
  if (!indicator) return false;
  const phone = normalizePhoneNumber(indicator, typed);
  return phone.ok && phone.e164 === order.phoneNumber;
}

export async function trackOrder(db: Database, query: TrackOrderQuery): Promise<Order> {
  const row = await findOrderRow(db, eq(orders.number, query.number));
  if (!row || !contactMatches(row, query.contact)) throw notFound('No order matches this number and contact.');
  return orderView(db, row);
}

/** One of the signed-in buyer's orders; another buyer's is "not found". */
export async function ownOrder(db: Database, accountId: number, number: string): Promise<Order> {
  const row = await findOrderRow(db, and(eq(orders.number, number.toUpperCase()), eq(orders.accountId, accountId)) ?? eq(orders.id, -1));
  if (!row) throw notFound('No such order.');
  return orderView(db, row);
}

export async function ownOrders(db: Database, accountId: number, page: number, size: number): Promise<{ items: OrderListItem[]; total: number }> {
  const [totalRow] = await db.select({ total: count() }).from(orders).where(eq(orders.accountId, accountId));
  const rows = await db
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, grandTotal: orders.grandTotal, currency: orders.currency, numProducts: orders.numProducts, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(page * size)
    .limit(size);
  const statuses = rows.length
    ? await db.select({ orderId: subOrders.orderId, status: subOrders.status }).from(subOrders).where(inArray(subOrders.orderId, rows.map((row) => row.id))).orderBy(asc(subOrders.id))
    : [];
  return {
    total: totalRow?.total ?? 0,
    items: rows.map((row) => ({
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      grandTotal: row.grandTotal,
      currency: currencyFromIso(row.currency) ?? 'CFA',
      numProducts: row.numProducts,
      paymentStatus: paymentStatusOf(row.paymentStatus),
      statuses: statuses.filter((entry) => entry.orderId === row.id).map((entry) => subOrderStatusOf(entry.status)),
    })),
  };
}
