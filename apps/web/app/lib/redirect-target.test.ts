import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

const from = (path: string) => new URL(path, 'http://store.test');

describe('redirectTarget', () => {
  it('carries the language, the currency and the rest of the query', () => {
    expect(redirectTarget(from('/cart?lang=en&currency=EUR&utm=sms'), '/cart/view')).toBe('/cart/view?lang=en&currency=EUR&utm=sms');
  });

  it("keeps the target's own parameters and hash, and every value of a repeated one", () => {
    expect(redirectTarget(from('/x?number=1&lang=en&q=a&q=b'), '/order-tracking?number=42#top')).toBe('/order-tracking?number=42&lang=en&q=a&q=b#top');
  });

  it('leaves the parameters of the request behind', () => {
    expect(redirectTarget(from('/account/login?index&redirectTo=%2Fadmin&lang=fr'), '/')).toBe('/?lang=fr');
    expect(redirectTarget(from('/add-product?slug=tv&saved=published&currency=USD'), '/add-product?slug=tv')).toBe('/add-product?slug=tv&currency=USD');
  });

  it('changes nothing without a query', () => {
    expect(redirectTarget(from('/cart'), '/cart/view')).toBe('/cart/view');
  });
});
