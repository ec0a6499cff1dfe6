import { describe, expect, it } from 'vitest';
import { createSandboxStore } from './paypal-sandbox.store.ts';
import type { PaypalCreatePaymentBody } from './paypal-wire.ts';

const request: PaypalCreatePaymentBody = {
  intent: 'sale',
  payer: { payment_method: 'paypal' },
  transactions: [{ amount: { total: '1.00', currency: 'EUR' } }],
  redirect_urls: { return_url: 'https://shop.test/ok', cancel_url: 'https://shop.test/ko' },
};

describe('PayPal sandbox memory', () => {
  it('forgets payments and tokens older than their lifetime', () => {
    let now = 0;
    const store = createSandboxStore({ maxAgeMs: 1000, tokenLifetimeSeconds: 2, now: () => now });
    const payment = store.createPayment(request);
    const token = store.issueToken();
    expect(store.paymentByToken(payment.token)).toBe(payment);
    expect(store.isValidToken(token.value)).toBe(true);
    now = 1001;
    expect(store.paymentById(payment.id)).toBeUndefined();
    expect(store.paymentByToken(payment.token)).toBeUndefined();
    now = 2001;
    expect(store.isValidToken(token.value)).toBe(false);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const store = createSandboxStore({ maxEntries: 2 });
    const [first, second, third] = [store.createPayment(request), store.createPayment(request), store.createPayment(request)];
    expect(store.paymentById(first.id)).toBeUndefined();
    expect(store.paymentById(second.id)).toBe(second);
    expect(store.paymentById(third.id)).toBe(third);
    const tokens = [store.issueToken(), store.issueToken(), store.issueToken()];
    expect(tokens.map((token) => store.isValidToken(token.value))).toEqual([false, true, true]);
  });

  it('makes PayPal-looking ids', () => {
    const store = createSandboxStore();
    const payment = store.createPayment(request);
    expect(payment.id).toMatch(/^PAYID-[0-9A-F]{24}$/);
    expect(payment.token).toMatch(/^EC-[0-9A-F]{18}$/);
    expect(store.newPayerId()).toMatch(/^SANDBOXPAYER[0-9A-F]{8}$/);
  });
});
