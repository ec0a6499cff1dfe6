import { describe, expect, it } from 'vitest';
import { barHeights, fillDays, lastDays } from './admin-rules.ts';

describe('dashboard days', () => {
  it('lists the last days oldest first, across a month and a year end, in UTC', () => {
    expect(lastDays(new Date('2026-01-02T23:30:00-02:00'), 4)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(lastDays(new Date('2026-03-01T00:00:00Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
    expect(lastDays(new Date('2026-03-01T00:00:00Z'), 30)).toHaveLength(30);
  });

  it('fills the days without rows with zeros and keeps the others', () => {
    const empty = (day: string) => ({ day, orders: 0 });
    expect(fillDays(['2026-05-01', '2026-05-02', '2026-05-03'], [{ day: '2026-05-02', orders: 4 }, { day: '2026-04-01', orders: 9 }], empty)).toEqual([
      { day: '2026-05-01', orders: 0 },
      { day: '2026-05-02', orders: 4 },
      { day: '2026-05-03', orders: 0 },
    ]);
  });

  it('scales bars to the largest value, keeping small non-zero ones visible', () => {
    expect(barHeights([0, 50, 100, 1])).toEqual([0, 50, 100, 2]);
    expect(barHeights([0, 0])).toEqual([0, 0]);
    expect(barHeights([])).toEqual([]);
  });
});
