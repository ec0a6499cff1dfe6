/*
 * My shop's figures (decision 57), safe for the browser: what buyers did with a seller's
 * products per UTC day, over a window of days ending today. Schemas are in seller-products.ts.
 */

/** The window My shop shows: the figures per product, the totals and the chart. */
export const SHOP_STATS_DAYS = 30;
export const SHOP_STATS_DAYS_MAX = 90;

/** The four things counted, each per product and day. */
export interface ProductCounts {
  views: number;
  reveals: number;
  cartAdds: number;
  orders: number;
}

/** One day of the shop: `day` is `YYYY-MM-DD`, in UTC. */
export interface ShopDay extends ProductCounts {
  day: string;
}

export const noCounts = (): ProductCounts => ({ views: 0, reveals: 0, cartAdds: 0, orders: 0 });

/** A UTC day as `YYYY-MM-DD`, the way `product_daily_stats.day` is stored. */
export const utcDay = (when: Date): string => when.toISOString().slice(0, 10);

/** The `days` UTC days ending with the day of `now`, oldest first. */
export function windowDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * 86_400_000)));
}

/** Every day of the window once, oldest first, with zeros where nothing was counted; rows outside it are left out. */
export function zeroFilledDays(rows: readonly ShopDay[], now: Date, days: number): ShopDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return windowDays(now, days).map((day) => ({ ...noCounts(), ...byDay.get(day), day }));
}

/** The sums of the days. */
export function totalsOf(days: readonly ProductCounts[]): ProductCounts {
  return days.reduce((sum, day) => ({ views: sum.views + day.views, reveals: sum.reveals + day.reveals, cartAdds: sum.cartAdds + day.cartAdds, orders: sum.orders + day.orders }), noCounts());
}
