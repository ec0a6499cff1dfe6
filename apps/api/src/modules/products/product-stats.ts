import { utcDay } from '@store/contracts/shop-stats-rules';
import type { Database } from '@store/db/client';
import { productDailyStats, products } from '@store/db/schema/index';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/*
 * What buyers do with a product, counted per product and UTC day (`product_daily_stats`, My
 * shop's figures and chart): one upsert per event, where the event happens. Counting never
 * breaks what the buyer asked for: outside a transaction a failure is only logged, inside one
 * (an order) it runs in a savepoint that alone is rolled back.
 */

export type ProductEvent = 'views' | 'reveals' | 'cartAdds' | 'orders';

/** One more `event` for each product named (once each), today. Rows are locked in id order, so two orders never deadlock here. */
export async function countProductEvent(db: Database, productIds: readonly number[], event: ProductEvent, now = new Date()): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const day = utcDay(now);
  const column = productDailyStats[event];
  await db
    .insert(productDailyStats)
    .values(ids.map((productId) => ({ productId, day, [event]: 1 })))
    .onConflictDoUpdate({ target: [productDailyStats.productId, productDailyStats.day], set: { [event]: sql`${column} + 1` } });
}

/**
 * A page view of a published product, named by its slug: one statement, no lookup first. The
 * page server decides what a view is (buyers, not bots, once a visitor and day: decision 57).
 */
export async function countProductView(db: Database, slug: string, now = new Date()): Promise<void> {
  const day = utcDay(now);
  await db
    .insert(productDailyStats)
    .select(
      db
        .select({ productId: products.id, day: sql`${day}::date`.as('day'), views: sql`1`.as('views'), reveals: sql`0`.as('reveals'), cartAdds: sql`0`.as('cart_adds'), orders: sql`0`.as('orders') })
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.published, true), isNull(products.deletedAt))),
    )
    .onConflictDoUpdate({ target: [productDailyStats.productId, productDailyStats.day], set: { views: sql`${productDailyStats.views} + 1` } });
}

/** Awaited beside the request's own work: a failure is logged, never thrown. */
export async function countSafely(log: FastifyBaseLogger, count: () => Promise<void>): Promise<void> {
  try {
    await count();
  } catch (error) {
    log.warn({ err: error }, 'product statistics not counted');
  }
}

/** Inside the caller's transaction (an order): in a savepoint, so a failure here leaves the rest of it whole. */
export async function countInTransaction(tx: Database, log: FastifyBaseLogger, productIds: readonly number[], event: ProductEvent): Promise<void> {
  await countSafely(log, () => tx.transaction((savepoint) => countProductEvent(savepoint, productIds, event)));
}
