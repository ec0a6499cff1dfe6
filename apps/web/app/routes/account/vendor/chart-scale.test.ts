import { describe, expect, it } from 'vitest';
import { barHeights, labelledDays, niceCeiling } from './chart-scale.ts';

describe('the scale of My shop’s chart', () => {
  it('tops the axis at a round number at or above the highest day', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 48, 50, 51, 310, 999, 1001].map(niceCeiling)).toEqual([1, 1, 2, 3, 8, 10, 15, 50, 50, 60, 400, 1000, 1500]);
  });

  it('draws bars in proportion, a day with anything at least visible, nothing for an empty day', () => {
    expect(barHeights([0, 25, 50, 1], 50, 80)).toEqual([0, 40, 80, 1.6]);
    expect(barHeights([1], 1000, 80)).toEqual([1]);
    expect(barHeights([0, 0], 1, 40)).toEqual([0, 0]);
  });

  it('labels the first and last of 30 days and every week between, without crowding the last', () => {
    expect(labelledDays(30)).toEqual([0, 7, 14, 21, 29]);
    expect(labelledDays(7)).toEqual([0, 6]);
    expect(labelledDays(1)).toEqual([0]);
    expect(labelledDays(0)).toEqual([]);
  });
});
