import { describe, expect, it } from 'vitest';
import { highlightedPlan, periodEnd, planIncludes, planRank, publicationsLeft, subscriptionPeriods, subscriptionPlans } from './plans.ts';

describe('plan rules', () => {
  it('gives publications to every plan, support from plus, email and ads with pro only', () => {
    expect(subscriptionPlans.every((plan) => planIncludes(plan, 'publications'))).toBe(true);
    expect(subscriptionPlans.map((plan) => planIncludes(plan, 'support'))).toEqual([false, true, true]);
    expect(subscriptionPlans.map((plan) => planIncludes(plan, 'ads'))).toEqual([false, false, true]);
    expect(planRank.free < planRank.plus && planRank.plus < planRank.pro).toBe(true);
  });

  it('highlights plus and offers the five periods of spec §3', () => {
    expect(highlightedPlan).toBe('plus');
    expect(subscriptionPeriods).toEqual(['W1', 'M1', 'M3', 'M6', 'Y1']);
  });

  it('ends a week seven days later and months on the same day, or the last day of a shorter month', () => {
    const start = new Date('2026-01-31T10:15:00Z');
    expect(periodEnd(start, 'W1').toISOString()).toBe('2026-02-07T10:15:00.000Z');
    expect(periodEnd(start, 'M1').toISOString()).toBe('2026-02-28T10:15:00.000Z');
    expect(periodEnd(start, 'M3').toISOString()).toBe('2026-04-30T10:15:00.000Z');
    expect(periodEnd(start, 'M6').toISOString()).toBe('2026-07-31T10:15:00.000Z');
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'Y1').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('counts the publications left, never below zero (a shop over its limit after a downgrade)', () => {
    expect(publicationsLeft(10, 4)).toBe(6);
    expect(publicationsLeft(5, 30)).toBe(0);
  });
});
