import type { Database } from '@store/db/client';
import { orderItems, products, stockReservationItems, stockReservations, subOrders } from '@store/db/schema/index';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';

/*
 * Every change of `products.quantity` made by checkout lives here. Stock is taken by a single
 * conditional UPDATE (never read-then-write), rows are touched in product-id order so two
 * checkouts never deadlock, and what is taken is given back exactly once: the status change
 * that releases a reservation or cancels a sub-order is itself the guard.
 */

/** Takes `quantity` of a product if that many are on sale; false when not. */
export async function takeStock(tx: Database, productId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.published, true), sql`${products.quantity} >= ${quantity}`))
    .returning({ id: products.id });
  return taken.length === 1;
}

/** Gives back the stock of the reservations whose status this transaction just closed. */
async function restoreReservedStock(tx: Database, reservationIds: readonly string[]) {
  if (reservationIds.length === 0) return;
  const lines = await tx
    .select({ productId: stockReservationItems.productId, quantity: sql<number>`sum(${stockReservationItems.quantity})::int` })
    .from(stockReservationItems)
    .where(inArray(stockReservationItems.reservationId, [...reservationIds]))
    .groupBy(stockReservationItems.productId)
    .orderBy(asc(stockReservationItems.productId));
  for (const line of lines) {
    await tx.update(products).set({ quantity: sql`${products.quantity} + ${line.quantity}` }).where(eq(products.id, line.productId));
  }
}

/**
 * Closes ACTIVE reservations matching `where` with `status` and gives their stock back. The
 * UPDATE ... WHERE status = 'ACTIVE' makes a concurrent release (the sweeper, the buyer, a new
 * checkout) wait and then find nothing left to close, so stock is never returned twice.
 */
export async function closeReservations(
  tx: Database,
  filter: { id: string } | { cartId: number } | { expiredBefore: Date },
  status: 'RELEASED' | 'EXPIRED',
): Promise<string[]> {
  const match =
    'id' in filter ? eq(stockReservations.id, filter.id) : 'cartId' in filter ? eq(stockReservations.cartId, filter.cartId) : lt(stockReservations.expiresAt, filter.expiredBefore);
  const closed = await tx
    .update(stockReservations)
    .set({ status, closedAt: new Date() })
    .where(and(match, eq(stockReservations.status, 'ACTIVE')))
    .returning({ id: stockReservations.id });
  const ids = closed.map((row) => row.id);
  await restoreReservedStock(tx, ids);
  return ids;
}

/** Gives back the stock of sub-orders this transaction just cancelled. */
export async function restoreSubOrderStock(tx: Database, subOrderIds: readonly number[]) {
  if (subOrderIds.length === 0) return;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
    .where(inArray(orderItems.subOrderId, [...subOrderIds]))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    await tx.update(products).set({ quantity: sql`${products.quantity} + ${line.quantity}` }).where(eq(products.id, line.productId));
  }
}
