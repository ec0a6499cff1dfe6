import { describe, expect, it } from 'vitest';
import { unitInOrderCurrency } from './order-rules.ts';

describe('unitInOrderCurrency', () => {
  it("gives one unit's price in the currency the buyer paid in", () => {
    expect(unitInOrderCurrency({ lineTotal: 573_293, quantity: 2 }, 'CFA')).toEqual({ amount: 286_647, currency: 'CFA' });
    expect(unitInOrderCurrency({ lineTotal: 43_699, quantity: 1 }, 'EUR')).toEqual({ amount: 43_699, currency: 'EUR' });
  });
});
