import { currencyFromIso } from '@store/contracts/money';
import { nextSellerStatuses, type PaymentMethod, paymentMethods, type PaymentStatus, paymentStatuses, shippingOptionById, type SubOrderStatus, subOrderStatuses } from '@store/contracts/order-rules';
import type { Order, OrderLine, SellerSubOrder, SubOrder } from '@store/contracts/orders';
import { splitE164 } from '@store/contracts/phone';
import type { Database } from '@store/db/client';
import { accounts, orderItems, orders, payments, subOrders } from '@store/db/schema/index';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { imageUrl } from '../media/media.service.ts';

/*
 * Rows -> the contract's Order, SubOrder and SellerSubOrder. Columns are selected explicitly;
 * a buyer's view never carries another buyer's data and a seller's never another seller's lines.
 */

const orderColumns = {
  id: orders.id,
  number: orders.number,
  accountId: orders.accountId,
  createdAt: orders.createdAt,
  currency: orders.currency,
  subTotal: orders.subTotal,
  shippingFees: orders.shippingFees,
  discount: orders.discount,
  grandTotal: orders.grandTotal,
  numProducts: orders.numProducts,
  shippingOptionId: orders.shippingOptionId,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paymentDueAt: orders.paymentDueAt,
  paidAt: orders.paidAt,
  fullname: orders.fullname,
  phoneNumber: orders.phoneNumber,
  email: orders.email,
  city: orders.city,
  addressLine: orders.addressLine,
  additionalInfo: orders.additionalInfo,
  language: orders.language,
};
export type OrderRow = Awaited<ReturnType<typeof findOrderRow>>;

export async function findOrderRow(db: Database, where: SQL) {
  const [row] = await db.select(orderColumns).from(orders).where(where).limit(1);
  return row;
}

const subOrderColumns = {
  id: subOrders.id,
  orderId: subOrders.orderId,
  status: subOrders.status,
  subTotal: subOrders.subTotal,
  placedAt: subOrders.placedAt,
  paidAt: subOrders.paidAt,
  shippedAt: subOrders.shippedAt,
  deliveredAt: subOrders.deliveredAt,
  cancelledAt: subOrders.cancelledAt,
  sellerSlug: accounts.slug,
  shopName: accounts.shopName,
  sellerLogin: accounts.login,
  sellerCity: accounts.city,
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => values.find((candidate) => candidate === value) ?? fallback;
export const subOrderStatusOf = (value: string): SubOrderStatus => oneOf(subOrderStatuses, value, 'PLACED');
export const paymentStatusOf = (value: string): PaymentStatus => oneOf(paymentStatuses, value, 'PENDING');
export const paymentMethodOf = (value: string): PaymentMethod => oneOf(paymentMethods, value, 'CASH_ON_DELIVERY');

async function subOrdersOf(db: Database, where: SQL): Promise<(SubOrder & { orderId: number })[]> {
  const rows = await db.select(subOrderColumns).from(subOrders).innerJoin(accounts, eq(accounts.id, subOrders.sellerAccountId)).where(where).orderBy(asc(subOrders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ subOrderId: orderItems.subOrderId, productSlug: orderItems.productSlug, name: orderItems.name, quantity: orderItems.quantity, unitPrice: orderItems.unitPrice, currency: orderItems.currency, lineTotal: orderItems.lineTotal, thumbnailId: orderItems.thumbnailId })
    .from(orderItems)
    .where(inArray(orderItems.subOrderId, rows.map((row) => row.id)))
    .orderBy(asc(orderItems.id));
  const linesOf = (id: number): OrderLine[] =>
    lines
      .filter((line) => line.subOrderId === id)
      .map((line) => ({
        productSlug: line.productSlug,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        currency: currencyFromIso(line.currency) ?? 'CFA',
        lineTotal: line.lineTotal,
        thumbnail: line.thumbnailId === null ? null : imageUrl(line.thumbnailId),
      }));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    seller: { slug: row.sellerSlug, shopName: row.shopName ?? row.sellerLogin, city: row.sellerCity },
    status: subOrderStatusOf(row.status),
    lines: linesOf(row.id),
    subTotal: row.subTotal,
    placedAt: row.placedAt.toISOString(),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
  }));
}

function addressOf(row: NonNullable<OrderRow>): Order['address'] {
  return {
    fullname: row.fullname,
    phoneNumber: splitE164(row.phoneNumber) ?? { indicator: '+225', telephone: row.phoneNumber },
    email: row.email,
    city: row.city,
    addressLine: row.addressLine,
    additionalInfo: row.additionalInfo,
  };
}

/** The whole order as its buyer reads it. */
export async function orderView(db: Database, row: NonNullable<OrderRow>): Promise<Order> {
  const currency = currencyFromIso(row.currency) ?? 'CFA';
  const [payment] = await db
    .select({ approvalUrl: payments.approvalUrl, amount: payments.amount, currency: payments.currency, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, row.id))
    .orderBy(desc(payments.id))
    .limit(1);
  const option = shippingOptionById(row.shippingOptionId);
  const paymentStatus = paymentStatusOf(row.paymentStatus);
  return {
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    currency,
    summary: { numProducts: row.numProducts, subTotal: row.subTotal, shippingFees: row.shippingFees, discount: row.discount, grandTotal: row.grandTotal, currency },
    shippingOption: { id: row.shippingOptionId, code: option?.code ?? 'STANDARD', cost: option?.cost ?? 0, currency: option?.currency ?? 'CFA' },
    payment: {
      method: paymentMethodOf(row.paymentMethod),
      status: paymentStatus,
      approvalUrl: paymentStatus === 'PENDING' && payment?.status === 'CREATED' ? payment.approvalUrl : null,
      dueAt: iso(row.paymentDueAt),
      paidAt: iso(row.paidAt),
      charged: payment ? { amount: payment.amount, currency: currencyFromIso(payment.currency) ?? 'EUR' } : null,
    },
    address: addressOf(row),
    subOrders: (await subOrdersOf(db, eq(subOrders.orderId, row.id))).map(({ orderId: _orderId, ...subOrder }) => subOrder),
  };
}

/** A seller's sub-orders (one page), with the buyer's delivery details and what may come next. */
export async function sellerSubOrderViews(db: Database, sellerId: number, where: SQL | undefined, page: { offset: number; limit: number }): Promise<SellerSubOrder[]> {
  const ids = await db
    .select({ id: subOrders.id })
    .from(subOrders)
    .where(and(eq(subOrders.sellerAccountId, sellerId), where))
    .orderBy(desc(subOrders.placedAt), desc(subOrders.id))
    .offset(page.offset)
    .limit(page.limit);
  if (ids.length === 0) return [];
  const parts = await subOrdersOf(db, inArray(subOrders.id, ids.map((row) => row.id)));
  const orderRows = await db.select(orderColumns).from(orders).where(inArray(orders.id, [...new Set(parts.map((part) => part.orderId))]));
  const byId = new Map(orderRows.map((row) => [row.id, row]));
  const views: SellerSubOrder[] = [];
  for (const { id } of ids) {
    const part = parts.find((candidate) => candidate.id === id);
    const order = part && byId.get(part.orderId);
    if (!part || !order) continue;
    const { orderId: _orderId, ...subOrder } = part;
    const paymentMethod = paymentMethodOf(order.paymentMethod);
    views.push({
      ...subOrder,
      orderNumber: order.number,
      currency: currencyFromIso(order.currency) ?? 'CFA',
      paymentMethod,
      paymentStatus: paymentStatusOf(order.paymentStatus),
      shippingOptionCode: shippingOptionById(order.shippingOptionId)?.code ?? 'STANDARD',
      address: addressOf(order),
      nextStatuses: nextSellerStatuses(subOrder.status, paymentMethod),
    });
  }
  return views;
}
