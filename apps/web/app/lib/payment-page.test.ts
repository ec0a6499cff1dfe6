import { describe, expect, it } from 'vitest';
import { paymentPageUrl } from './payment-page.ts';

describe('the page where a buyer approves a payment', () => {
  it("is the store's sandbox in the page's language, or PayPal's https page as given", () => {
    expect(paymentPageUrl('/sandbox/paypal/checkout?token=EC-1', 'en')).toBe('/sandbox/paypal/checkout?token=EC-1&locale=en');
    expect(paymentPageUrl('https://www.sandbox.paypal.com/checkoutnow?token=EC-1', 'fr')).toBe('https://www.sandbox.paypal.com/checkoutnow?token=EC-1');
  });

  it('is never another site over http, a protocol-relative address or a script', () => {
    for (const bad of ['//evil.test/x', '/\\evil.test', 'http://evil.test', 'javascript:alert(1)', null]) expect(paymentPageUrl(bad, 'fr')).toBeUndefined();
  });
});
