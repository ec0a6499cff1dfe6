import { sql } from 'drizzle-orm';
import type { SeedTransaction } from './batch.ts';

/** How many days of figures the demo store starts with: My shop's window. */
const STATS_DAYS = 30;

/**
 * My shop's figures for every demo product over the 30 days ending `today` (UTC
 * `YYYY-MM-DD`), so a newcomer's shop shows a living chart: a popularity per product, a slow
 * rise towards today and busier weekends; fewer reveals and cart adds than views, orders fewer
 * still. Drawn by one statement from each product's id and day index (hashtext), so every
 * install has the same figures whatever day it is seeded.
 */
export async function insertProductStats(tx: SeedTransaction, today: string): Promise<void> {
  await tx.execute(sql`
    insert into product_daily_stats (product_id, day, views, reveals, cart_adds, orders)
    select id, day, views, (views + h % 12) / 12, cart_adds, case when cart_adds > 0 and (h / 120) % 3 = 0 then 1 else 0 end
    from (
      select id, day, h, views, (views + (h / 12) % 10) / 10 as cart_adds
      from (
        select p.id, (${today}::date - (${STATS_DAYS - 1} - i))::date as day, abs(hashtext(p.id || ':' || i)) as h,
          ((abs(hashtext(p.id::text)) % 6) * (8 + i) / 15 + abs(hashtext(p.id || ':' || i)) % 3)
            * (case when extract(isodow from ${today}::date - (${STATS_DAYS - 1} - i)) >= 6 then 13 else 10 end) / 10 as views
        from products p cross join generate_series(0, ${STATS_DAYS - 1}) as i
      ) drawn
    ) counted`);
}
