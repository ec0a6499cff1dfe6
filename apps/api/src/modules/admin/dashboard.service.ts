import { fillDays, lastDays } from '@store/contracts/admin-rules';
import type { Dashboard, DashboardDay } from '@store/contracts/admin';
import { convertMoney, currencyFromIso, type ExchangeRates } from '@store/contracts/money';
import type { Database } from '@store/db/client';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** The days the dashboard's charts cover, today's included. */
export const DASHBOARD_DAYS = 30;

const seriesRowSchema = z.object({
  kind: z.enum(['orders', 'users', 'products']),
  day: z.string(),
  currency: z.string().nullable(),
  n: z.coerce.number().int(),
  amount: z.coerce.number().int(),
});

const totalsRowSchema = z.object({
  users: z.coerce.number().int(),
  sellers: z.coerce.number().int(),
  published_products: z.coerce.number().int(),
  open_contacts: z.coerce.number().int(),
  open_requests: z.coerce.number().int(),
  pending_identity: z.coerce.number().int(),
  low_stock_products: z.coerce.number().int(),
  plan_refunds_due: z.coerce.number().int(),
});

/**
 * The overview (issue #15 item 1) in two aggregate queries run side by side: the day series
 * (orders and their totals per currency, new accounts, new published listings) and the
 * counters. Order totals are summed per currency and turned into CFA here (EUR at the peg,
 * USD at the operator's rate); cancelled orders are left out, a paid one an operator cancelled
 * (refund due) too.
 */
export async function dashboard(db: Database, rates: ExchangeRates, now = new Date()): Promise<Dashboard> {
  const days = lastDays(now, DASHBOARD_DAYS);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const utcDay = (column: ReturnType<typeof sql.raw>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [series, totals] = await Promise.all([
    db.execute(sql`
      select 'orders' as kind, ${utcDay(sql.raw('created_at'))} as day, currency, count(*) as n, coalesce(sum(grand_total), 0) as amount
        from orders where created_at >= ${since} and payment_status <> 'CANCELLED' and cancelled_at is null group by 2, 3
      union all
      select 'users', ${utcDay(sql.raw('created_at'))}, null, count(*), 0
        from accounts where created_at >= ${since} and account_type <> 'ANONYMOUS' group by 2
      union all
      select 'products', ${utcDay(sql.raw('created_at'))}, null, count(*), 0
        from products where created_at >= ${since} and published and deleted_at is null group by 2`),
    db.execute(sql`
      select
        (select count(*) from accounts where closed_at is null and account_type <> 'ANONYMOUS') as users,
        (select count(*) from accounts where closed_at is null and account_type = 'PROFESSIONAL') as sellers,
        (select count(*) from products where published and deleted_at is null) as published_products,
        (select count(*) from contacts where status <> 'CLOSED') as open_contacts,
        (select count(*) from product_requests where status = 'OPEN' and expires_at > now()) as open_requests,
        (select count(*) from identity_verifications where status = 'PENDING') as pending_identity,
        (select count(*) from products where published and deleted_at is null and quantity <= low_stock_threshold) as low_stock_products,
        (select count(*) from subscriptions where status = 'REFUND_DUE') as plan_refunds_due`),
  ]);
  // Both drivers answer raw SQL with `{ rows }`.
  const rows = z.object({ rows: z.array(seriesRowSchema) }).parse(series).rows;
  const [counters] = z.object({ rows: z.array(totalsRowSchema).length(1) }).parse(totals).rows;
  const byDay = new Map<string, DashboardDay>();
  const entry = (day: string) => {
    const found = byDay.get(day) ?? { day, orders: 0, revenue: 0, newUsers: 0, productsPublished: 0 };
    byDay.set(day, found);
    return found;
  };
  for (const row of rows) {
    const day = entry(row.day);
    if (row.kind === 'users') day.newUsers += row.n;
    else if (row.kind === 'products') day.productsPublished += row.n;
    else {
      day.orders += row.n;
      const currency = currencyFromIso(row.currency ?? 'XOF') ?? 'CFA';
      day.revenue += convertMoney({ amount: row.amount, currency }, 'CFA', rates).amount;
    }
  }
  const filled = fillDays(days, [...byDay.values()], (day) => ({ day, orders: 0, revenue: 0, newUsers: 0, productsPublished: 0 }));
  return {
    days: filled,
    totals: {
      users: counters?.users ?? 0,
      sellers: counters?.sellers ?? 0,
      publishedProducts: counters?.published_products ?? 0,
      orders30Days: filled.reduce((sum, day) => sum + day.orders, 0),
      revenue30Days: filled.reduce((sum, day) => sum + day.revenue, 0),
      openContacts: counters?.open_contacts ?? 0,
      openRequests: counters?.open_requests ?? 0,
      pendingIdentity: counters?.pending_identity ?? 0,
      lowStockProducts: counters?.low_stock_products ?? 0,
      planRefundsDue: counters?.plan_refunds_due ?? 0,
    },
  };
}
