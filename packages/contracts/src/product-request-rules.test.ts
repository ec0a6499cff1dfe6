import { describe, expect, it } from 'vitest';
import { amountWithinLimits, compareAnswers, daysLeft, isRequestDuration, isRequestOpen, requestExpiry, requestState } from './product-request-rules.ts';
import { productRequestFormSchema, requestAnswerBodySchema } from './product-requests.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('product request rules', () => {
  it('offers 3, 7, 14 and 30 days, and closes a request by itself at the end', () => {
    expect([3, 7, 14, 30].every(isRequestDuration)).toBe(true);
    expect(isRequestDuration(5)).toBe(false);
    const expiresAt = requestExpiry(now, 7);
    expect(expiresAt.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(requestState({ status: 'OPEN', expiresAt }, now)).toBe('OPEN');
    expect(requestState({ status: 'OPEN', expiresAt }, expiresAt)).toBe('EXPIRED');
    expect(isRequestOpen({ status: 'OPEN', expiresAt }, new Date('2026-12-02T00:00:00Z'))).toBe(false);
    expect(daysLeft(expiresAt, now)).toBe(7);
    expect(daysLeft(expiresAt, new Date('2026-12-05T00:00:00Z'))).toBe(0);
  });

  it('never reopens an accepted or withdrawn request, even before its end', () => {
    const expiresAt = requestExpiry(now, 30);
    expect(requestState({ status: 'ACCEPTED', expiresAt }, now)).toBe('ACCEPTED');
    expect(requestState({ status: 'CLOSED', expiresAt: expiresAt.toISOString() }, now)).toBe('CLOSED');
    expect(isRequestOpen({ status: 'CLOSED', expiresAt }, now)).toBe(false);
  });

  it('keeps budgets and prices within 500..500,000,000 CFA', () => {
    expect(amountWithinLimits(499)).toBe(false);
    expect(amountWithinLimits(500)).toBe(true);
    expect(amountWithinLimits(500_000_000)).toBe(true);
    expect(amountWithinLimits(500_000_001)).toBe(false);
  });

  it('puts answers side by side, the cheapest in CFA first, then the earliest', () => {
    const answers = [
      { id: 1, priceCfa: 200_000, createdDate: '2026-11-24T10:00:00Z' },
      { id: 2, priceCfa: 150_000, createdDate: '2026-11-24T11:00:00Z' },
      { id: 3, priceCfa: 150_000, createdDate: '2026-11-24T09:00:00Z' },
    ];
    expect(compareAnswers(answers).map((answer) => answer.id)).toEqual([3, 2, 1]);
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3]);
  });
});

describe('product request schemas', () => {
  it('reads a typed budget like the publishing form reads a price', () => {
    const parsed = productRequestFormSchema.safeParse({ title: 'Un iPhone', categoryId: 1, currency: 'CFA', location: 'Abidjan', durationDays: 7, budget: '150 000' });
    expect(parsed.success && parsed.data.budget).toBe(150_000);
    const refused = productRequestFormSchema.safeParse({ title: 'Un iPhone', categoryId: 1, currency: 'CFA', location: 'Abidjan', durationDays: 5, budget: 'beaucoup' });
    expect(refused.error?.issues.map((issue) => issue.message).sort()).toEqual(['product/price-invalid', 'request/duration-invalid']);
  });

  it('wants an answer to offer a product, or a message and a price', () => {
    expect(requestAnswerBodySchema.safeParse({ productSlug: 'tecno-spark' }).success).toBe(true);
    expect(requestAnswerBodySchema.safeParse({ message: 'Neuf', price: 1000 }).success).toBe(true);
    expect(requestAnswerBodySchema.safeParse({ message: 'Neuf' }).error?.issues[0]).toMatchObject({ message: 'request/answer-incomplete', path: ['price'] });
    expect(requestAnswerBodySchema.safeParse({ price: 1000 }).error?.issues[0]).toMatchObject({ message: 'request/answer-incomplete', path: ['message'] });
  });
});
