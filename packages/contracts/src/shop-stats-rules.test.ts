import { describe, expect, it } from 'vitest';
import { totalsOf, utcDay, windowDays, zeroFilledDays } from './shop-stats-rules.ts';

describe('the days of My shop’s figures', () => {
  it('are the 30 UTC days ending today, oldest first, across a month and a year', () => {
    const days = windowDays(new Date('2027-01-10T23:59:59+00:00'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-12-12');
    expect(days.at(-1)).toBe('2027-01-10');
    expect(new Set(days).size).toBe(30);
    expect([...days].sort()).toEqual(days);
  });

  it('follow UTC, not the server’s zone: 00:30 in Paris is still yesterday in Abidjan', () => {
    expect(utcDay(new Date('2026-11-24T00:30:00+01:00'))).toBe('2026-11-23');
  });

  it('are zero-filled: a day without a row counts zeros, a row outside the window is left out', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const filled = zeroFilledDays(
      [
        { day: '2026-11-24', views: 5, reveals: 1, cartAdds: 2, orders: 1 },
        { day: '2026-10-26', views: 3, reveals: 0, cartAdds: 0, orders: 0 },
        { day: '2026-10-25', views: 99, reveals: 9, cartAdds: 9, orders: 9 },
      ],
      now,
      30,
    );
    expect(filled).toHaveLength(30);
    expect(filled[0]).toEqual({ day: '2026-10-26', views: 3, reveals: 0, cartAdds: 0, orders: 0 });
    expect(filled[1]).toEqual({ day: '2026-10-27', views: 0, reveals: 0, cartAdds: 0, orders: 0 });
    expect(filled.at(-1)).toEqual({ day: '2026-11-24', views: 5, reveals: 1, cartAdds: 2, orders: 1 });
    expect(totalsOf(filled)).toEqual({ views: 8, reveals: 1, cartAdds: 2, orders: 1 });
  });
});
