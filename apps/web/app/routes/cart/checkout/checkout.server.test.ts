// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../../lib/api/client.server.ts';
import { freshClientSession, storeClientSession } from '../../../lib/client-session.server.ts';
import { CookieJar } from '../../../lib/cookie-jar.server.ts';
import { fakeApi, json, order, problem, testContext } from '../../../lib/test-context.server.ts';
import { checkoutAction } from './checkout.server.ts';

const reservationId = '0b5c7f8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';
const key = '5d0c2a4e-8a5f-4f7e-9d1c-3b2a1f0e9d8c';


async function payRequest(fields: Record<string, string> = {}) {
  const jar = new CookieJar();
  storeClientSession(jar, freshClientSession(new Date(), null, reservationId));
  const cookies = await jar.setCookieHeaders();
  const form = new URLSearchParams({
    intent: 'pay',
    idempotencyKey: key,
    'address.fullname': 'Awa Koné',
    'address.phoneNumber.indicator': '+225',
    'address.phoneNumber.telephone': '07 00 00 00 02',
    'address.email': '',
    'address.city': 'Abidjan',
    'address.addressLine': 'Cocody, rue des Jardins',
    shippingOptionId: '2',
    paymentMethod: 'PAYPAL',
    ...fields,
  });
  return new Request('http://store.test/cart/checkout', { method: 'POST', body: form, headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; '), 'content-type': 'application/x-www-form-urlencoded' } });
}

/** The checkout action on a pay form (with `fields` changed), with the context it wrote its cookies to. */
async function payWith(apiFetch: ApiFetch, fields: Record<string, string> = {}) {
  const request = await payRequest(fields);
  const context = await testContext(request, apiFetch);
  return { result: await checkoutAction(request, context), cookies: await context.cookies.setCookieHeaders() };
}
const pay = async (apiFetch: ApiFetch, fields?: Record<string, string>) => (await payWith(apiFetch, fields)).result;

describe('the checkout action', () => {
  it('places the order once, waiting out a second click still in progress, then sends the buyer to PayPal', async () => {
    const { apiFetch, calls } = fakeApi([problem(409, 'idempotency/in-progress'), json(201, order('PAYPAL', '/sandbox/paypal/checkout?token=T1'))]);
    const { result: response, cookies } = await payWith(apiFetch);
    expect(response).toBeInstanceOf(Response);
    if (!(response instanceof Response)) return;
    expect(response.headers.get('location')).toBe('/sandbox/paypal/checkout?token=T1&locale=fr');
    // The sandbox page is outside the router: a full page load even with JavaScript.
    expect(response.headers.get('x-remix-reload-document')).toBe('true');
    expect(calls.map((call) => call.headers.get('idempotency-key'))).toEqual([key, key]);
    expect(calls[0]?.body).toEqual({
      reservationId,
      address: { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '07 00 00 00 02' }, city: 'Abidjan', addressLine: 'Cocody, rue des Jardins' },
      paymentMethod: 'PAYPAL',
      shippingOptionId: 2,
      returnPath: '/cart/checkout/paypal-return',
    });
    expect(cookies.some((cookie) => cookie.startsWith('orders='))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('client='))).toBe(true);
  });

  it('goes to the order page, thanking the buyer, for cash on delivery (no PayPal return page sent)', async () => {
    const { apiFetch, calls } = fakeApi([json(201, order('CASH_ON_DELIVERY'))]);
    const response = await pay(apiFetch, { paymentMethod: 'CASH_ON_DELIVERY', 'address.email': 'awa@example.test' });
    expect(response instanceof Response && response.headers.get('location')).toBe('/order-tracking?number=EM-ABCD1234&placed=1');
    expect(calls[0]?.body).not.toHaveProperty('returnPath');
    expect(calls[0]?.body).toMatchObject({ address: { email: 'awa@example.test' } });
  });

  it("puts the API's field errors on the form's fields and hands out a fresh key", async () => {
    const { apiFetch } = fakeApi([problem(400, 'request/invalid', [{ path: 'body.address.phoneNumber.telephone', message: 'phone/invalid' }])]);
    const result = await pay(apiFetch);
    expect(result).not.toBeInstanceOf(Response);
    if (result instanceof Response || !('data' in result)) return;
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ error: { 'address.phoneNumber.telephone': ['phone/invalid'] }, initialValue: { address: { fullname: 'Awa Koné' } } });
    expect('idempotencyKey' in result.data && result.data.idempotencyKey).not.toBe(key);
  });

  it('replaces a malformed key with a fresh one', async () => {
    const { apiFetch, calls } = fakeApi([json(201, order('CASH_ON_DELIVERY'))]);
    await pay(apiFetch, { idempotencyKey: 'bad key!', paymentMethod: 'CASH_ON_DELIVERY' });
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('goes back to the cart, putting the held stock back on sale', async () => {
    const { apiFetch, calls } = fakeApi([json(200, {})]);
    const response = await pay(apiFetch, { intent: 'release' });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: expect.stringContaining(`/products/checkout/${reservationId}`) });
    expect(response instanceof Response && response.headers.get('location')).toBe('/cart/view');
  });

  it('says the time ran out when the reservation expired', async () => {
    const { apiFetch } = fakeApi([problem(410, 'checkout/reservation-expired')]);
    const result = await pay(apiFetch);
    expect(result instanceof Response ? null : 'data' in result ? result.data : null).toEqual({ expired: true });
  });

  it('checks the form before calling the API: each mistake on its field, with its own code', async () => {
    const { apiFetch, calls } = fakeApi([]);
    const result = await pay(apiFetch, { 'address.city': 'A', 'address.phoneNumber.telephone': '', shippingOptionId: '99', paymentMethod: '' });
    expect(calls).toHaveLength(0);
    expect(result instanceof Response ? null : 'data' in result ? result.init?.status : null).toBe(400);
    expect(result instanceof Response ? null : 'data' in result ? result.data : null).toMatchObject({
      error: {
        'address.city': ['order/city-required'],
        'address.phoneNumber.telephone': ['field/required'],
        shippingOptionId: ['checkout/shipping-required'],
        paymentMethod: ['checkout/payment-required'],
      },
    });
  });
});
