import { describe, expect, it } from 'vitest';
import { preferencesRedirectTarget } from './preferences-form.tsx';

describe('preferencesRedirectTarget', () => {
  it('keeps the path and the other query values', () => {
    expect(preferencesRedirectTarget('/search-product', '?q=tv&lang=en&currency=EUR&page=2')).toBe('/search-product?q=tv&page=2');
  });

  it('drops an emptied query entirely', () => {
    expect(preferencesRedirectTarget('/faq', '?lang=fr')).toBe('/faq');
    expect(preferencesRedirectTarget('/', '')).toBe('/');
  });

  it('keeps repeated values', () => {
    expect(preferencesRedirectTarget('/search-product', '?q=a&q=b&currency=USD')).toBe('/search-product?q=a&q=b');
  });
});
