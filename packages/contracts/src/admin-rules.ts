/*
 * Pure rules of the administration area, safe for the browser: the values pages list in their
 * filters, and the dashboard's day series.
 */

/** An audit row's outcome: done, refused for want of a role, or failed (a wrong password). */
export const auditOutcomes = ['SUCCESS', 'DENIED', 'FAILED'] as const;

/** The kinds of things the audit log names (`entityType`). */
export const auditEntityTypes = ['account', 'session', 'contact', 'product', 'sub-order', 'product-request', 'order', 'setting', 'category', 'sub-category', 'specification', 'content', 'synonym', 'route'] as const;

/** An account as operators see it: open, deactivated by an operator, closed by its owner, or never activated. */
export const userStatuses = ['ACTIVE', 'DEACTIVATED', 'CLOSED', 'NOT_ACTIVATED'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `count` UTC days ending with `today`'s, oldest first, as YYYY-MM-DD. */
export function lastDays(today: Date, count: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** One entry per day of `days`: the row found for it in `rows`, else `empty(day)`. */
export function fillDays<T extends { day: string }>(days: readonly string[], rows: readonly T[], empty: (day: string) => T): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? empty(day));
}

/** Bar heights in percent of the largest value (0 when all are 0), at least 2 % for a non-zero value so it stays visible. */
export function barHeights(values: readonly number[]): number[] {
  const top = Math.max(0, ...values);
  return values.map((value) => (top === 0 || value <= 0 ? 0 : Math.max(2, Math.round((value / top) * 100))));
}
