import type { ProductCounts, ShopDay } from '@store/contracts/shop-stats-rules';
import { noCounts, SHOP_STATS_DAYS, totalsOf, windowDays, zeroFilledDays } from '@store/contracts/shop-stats-rules';
import type { ShopStats } from '@store/contracts/seller-products';
import type { Database } from '@store/db/client';
import { productDailyStats, products } from '@store/db/schema/index';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';

/*
 * My shop's figures, read from `product_daily_stats` (counted by product-stats.ts): per product
 * over the last 30 days, and the shop's days. A seller reads only their own products' rows.
 */

const sums = {
  views: sql<number>`coalesce(sum(${productDailyStats.views}), 0)::int`,
  reveals: sql<number>`coalesce(sum(${productDailyStats.reveals}), 0)::int`,
  cartAdds: sql<number>`coalesce(sum(${productDailyStats.cartAdds}), 0)::int`,
  orders: sql<number>`coalesce(sum(${productDailyStats.orders}), 0)::int`,
};

/** The first day of the window of `days` days ending today (UTC). */
const firstDay = (now: Date, days: number) => windowDays(now, days)[0] ?? '';

/** Each product's counts over the last 30 days (zeros for a product nobody looked at). */
export async function last30DaysOf(db: Database, productIds: readonly number[], now = new Date()): Promise<Map<number, ProductCounts>> {
  const counts = new Map(productIds.map((id) => [id, noCounts()]));
  if (productIds.length === 0) return counts;
  const rows = await db
    .select({ productId: productDailyStats.productId, ...sums })
    .from(productDailyStats)
    .where(and(inArray(productDailyStats.productId, [...productIds]), gte(productDailyStats.day, firstDay(now, SHOP_STATS_DAYS))))
    .groupBy(productDailyStats.productId);
  for (const { productId, ...row } of rows) counts.set(productId, row);
  return counts;
}

/** `GET products/of-user/stats`: the seller's products (withdrawn ones too: their days happened) summed per day, zero-filled. */
export async function shopStats(db: Database, accountId: number, days: number, now = new Date()): Promise<ShopStats> {
  const rows: ShopDay[] = await db
    .select({ day: productDailyStats.day, ...sums })
    .from(productDailyStats)
    .innerJoin(products, eq(products.id, productDailyStats.productId))
    .where(and(eq(products.accountId, accountId), gte(productDailyStats.day, firstDay(now, days))))
    .groupBy(productDailyStats.day)
    .orderBy(asc(productDailyStats.day));
  const series = zeroFilledDays(rows, now, days);
  return { days, totals: totalsOf(series), series };
}
