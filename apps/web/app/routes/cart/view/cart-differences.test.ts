import type { ValidatedCart } from '@store/contracts/cart-api';
import { emptyCart } from '@store/contracts/cart-rules';
import { describe, expect, it } from 'vitest';
import { cartDifferences, isCheckoutRefusal } from './cart-differences.ts';

const item = (productSlug: string, quantity: number) => ({
  name: productSlug,
  location: 'Abidjan',
  productSlug,
  accountSlug: 'abidjan-digital',
  shopName: 'Abidjan Digital',
  unitPrice: 10_000,
  currency: 'CFA' as const,
  quantity,
  maxQuantity: null,
  productSpecificationValues: [],
  thumbnail: null,
});

const cart = (items: ReturnType<typeof item>[], changes: ValidatedCart['changes'] = []): ValidatedCart => ({
  cart: { ...emptyCart('CFA'), items },
  summary: { numProducts: 0, subTotal: 0, shippingFees: 0, discount: 0, grandTotal: 0, currency: 'CFA' },
  changes,
  version: 1,
});

describe('what a refused checkout changed in the cart', () => {
  it('reports a lowered quantity and a removed line', () => {
    expect(cartDifferences(cart([item('phone', 3), item('tv', 1)]), cart([item('phone', 1)]))).toEqual([
      { productSlug: 'phone', kind: 'quantity-capped', quantity: 1 },
      { productSlug: 'tv', kind: 'unavailable' },
    ]);
  });

  it('keeps what the reads reported, once per line and kind', () => {
    const before = cart([item('phone', 2)], [{ productSlug: 'phone', kind: 'price-changed' }]);
    const after = cart([item('phone', 1)], [{ productSlug: 'phone', kind: 'price-changed' }]);
    expect(cartDifferences(before, after)).toEqual([
      { productSlug: 'phone', kind: 'price-changed' },
      { productSlug: 'phone', kind: 'quantity-capped', quantity: 1 },
    ]);
  });

  it('reports nothing when a read failed and the cart did not change', () => {
    expect(cartDifferences(undefined, undefined)).toEqual([]);
    expect(cartDifferences(cart([item('phone', 1)]), cart([item('phone', 1)]))).toEqual([]);
  });

  it('tells a refused checkout from the other answers of the cart action', () => {
    expect(isCheckoutRefusal({ error: 'errors.checkout/out-of-stock', changes: [] })).toBe(true);
    expect(isCheckoutRefusal({ error: 'cart.updateFailed' })).toBe(false);
    expect(isCheckoutRefusal(undefined)).toBe(false);
  });
});
