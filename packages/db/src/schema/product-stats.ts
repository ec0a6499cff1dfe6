import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * What a product's buyers did, per product and day (UTC): page views, phone reveals, cart adds
 * and orders. My shop sums it and draws the last 30 days. One row per product and day, raised
 * with an upsert where the event happens.
 */
export const productDailyStats = pgTable(
  'product_daily_stats',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    reveals: integer('reveals').notNull().default(0),
    cartAdds: integer('cart_adds').notNull().default(0),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);
