import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './checkout-summary.tsx';

const rates = { xofPerEur: '655.957', xofPerUsd: '600' };
const item = { name: 'Phone', location: 'Abidjan', productSlug: 'phone', accountSlug: 'shop', shopName: 'Shop', unitPrice: 10_000, currency: 'CFA' as const, quantity: 2, maxQuantity: null, productSpecificationValues: [], thumbnail: null };

describe('checkout totals', () => {
  it('add the chosen shipping option, converted to the currency paid in', () => {
    const reserved = { numProducts: 2, subTotal: 20_000, shippingFees: 0, discount: 0, grandTotal: 20_000, currency: 'CFA' as const };
    expect(checkoutTotals([item], reserved, 3, rates)).toEqual({ numProducts: 2, subTotal: 20_000, shippingFees: 4000, discount: 0, grandTotal: 24_000, currency: 'CFA' });
    expect(checkoutTotals([item], reserved, 1, rates).grandTotal).toBe(20_000);
    const inEuros = { ...reserved, subTotal: 3049, grandTotal: 3049, currency: 'EUR' as const };
    // 1500 CFA at the peg is 2.29 EUR.
    expect(checkoutTotals([item], inEuros, 2, rates)).toMatchObject({ subTotal: 3049, shippingFees: 229, grandTotal: 3278, currency: 'EUR' });
  });

  it('keep the discount the server gave', () => {
    const reserved = { numProducts: 2, subTotal: 20_000, shippingFees: 0, discount: 1000, grandTotal: 19_000, currency: 'CFA' as const };
    expect(checkoutTotals([item], reserved, 2, rates)).toMatchObject({ shippingFees: 1500, discount: 1000, grandTotal: 20_500 });
  });
});
