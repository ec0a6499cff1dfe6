import { describe, expect, it } from 'vitest';
import { currentStep, timelineSteps } from './parcel-timeline.ts';

const placed = { status: 'PLACED' as const, placedAt: '2026-11-22T10:00:00.000Z', paidAt: null, shippedAt: null, deliveredAt: null, cancelledAt: null };

describe('a parcel timeline', () => {
  it('has a payment step for PayPal, and none for cash on delivery until it is collected', () => {
    expect(timelineSteps(placed, 'PAYPAL').map((step) => step.status)).toEqual(['PLACED', 'PAID', 'SHIPPED', 'DELIVERED']);
    expect(timelineSteps(placed, 'CASH_ON_DELIVERY').map((step) => step.status)).toEqual(['PLACED', 'SHIPPED', 'DELIVERED']);
    const collected = { ...placed, status: 'DELIVERED' as const, shippedAt: '2026-11-23T08:00:00.000Z', deliveredAt: '2026-11-24T08:00:00.000Z', paidAt: '2026-11-24T08:00:00.000Z' };
    expect(timelineSteps(collected, 'CASH_ON_DELIVERY').map((step) => step.status)).toEqual(['PLACED', 'PAID', 'SHIPPED', 'DELIVERED']);
  });

  it('is at the last step that happened', () => {
    const shipped = { ...placed, status: 'SHIPPED' as const, paidAt: '2026-11-22T10:01:00.000Z', shippedAt: '2026-11-23T08:00:00.000Z' };
    expect(currentStep(timelineSteps(shipped, 'PAYPAL'))).toEqual({ status: 'SHIPPED', at: '2026-11-23T08:00:00.000Z' });
    expect(currentStep(timelineSteps(placed, 'PAYPAL'))?.status).toBe('PLACED');
  });

  it('ends a cancelled parcel at the cancellation, after the steps it reached', () => {
    const cancelled = { ...placed, status: 'CANCELLED' as const, paidAt: '2026-11-22T10:01:00.000Z', cancelledAt: '2026-11-22T12:00:00.000Z' };
    expect(timelineSteps(cancelled, 'PAYPAL')).toEqual([
      { status: 'PLACED', at: placed.placedAt },
      { status: 'PAID', at: '2026-11-22T10:01:00.000Z' },
      { status: 'CANCELLED', at: '2026-11-22T12:00:00.000Z' },
    ]);
  });
});
