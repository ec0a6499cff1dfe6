// @vitest-environment node
import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../../../lib/api/client.server.ts';
import { freshClientSession } from '../../../../lib/client-session.server.ts';
import { testContext } from '../../../../lib/test-context.server.ts';
import { loader } from './route.tsx';

const order = {
  number: 'EM-ABCD1234',
  createdAt: '2026-11-22T10:00:00.000Z',
  currency: 'CFA',
  summary: { numProducts: 1, subTotal: 10_000, shippingFees: 1500, discount: 0, grandTotal: 11_500, currency: 'CFA' },
  shippingOption: { id: 2, code: 'STANDARD', cost: 1500, currency: 'CFA' },
  payment: { method: 'PAYPAL', status: 'PAID', approvalUrl: null, dueAt: null, paidAt: '2026-11-22T10:01:00.000Z', charged: { amount: 1753, currency: 'EUR' } },
  address: { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '0700000002' }, email: null, city: 'Abidjan', addressLine: 'Cocody', additionalInfo: null },
  subOrders: [],
};

function answering(status: number, body: unknown) {
  const calls: { url: string; key: string | null }[] = [];
  const apiFetch: ApiFetch = async (url, init) => {
    calls.push({ url, key: new Headers(init?.headers).get('idempotency-key') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { apiFetch, calls };
}

const back = 'http://store.test/cart/checkout/paypal-return?paymentId=PAYID-1&token=EC-1&PayerID=PAYER-1';

/** The loader's arguments for `request`, with the context the page server would build. */
async function args(request: Request, apiFetch: ApiFetch): Promise<Parameters<typeof loader>[0]> {
  return { request, context: await testContext(request, apiFetch), params: {}, url: new URL(request.url), pattern: '/cart/checkout/paypal-return' };
}

describe('coming back from PayPal', () => {
  it('captures the payment once per payment id and lands on the order, remembered', async () => {
    const { apiFetch, calls } = answering(200, order);
    const loaderArgs = await args(new Request(back), apiFetch);
    const thrown = await loader(loaderArgs).catch((response: unknown) => response);
    expect(thrown).toBeInstanceOf(Response);
    if (!(thrown instanceof Response)) return;
    expect(thrown.headers.get('location')).toBe('/order-tracking?number=EM-ABCD1234&placed=1');
    expect(await loaderArgs.context.cookies.setCookieHeaders()).toContainEqual(expect.stringMatching(/^orders=/));
    expect(calls[0]).toEqual({ url: 'http://store.test/store/api/v1/products/order/paypal/confirm', key: 'confirm-PAYID-1' });
  });

  it("sends a guest's cart slug from the client session, the guest's proof of being the buyer", async () => {
    const bodies: unknown[] = [];
    const apiFetch: ApiFetch = async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(order), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const session = freshClientSession(new Date(), 'guest-cart-slug-0123456789');
    const cookie = await createCookie('client').serialize(session);
    const request = new Request(back, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    await loader(await args(request, apiFetch)).catch(() => undefined);
    expect(bodies[0]).toEqual({ payerID: 'PAYER-1', paymentId: 'PAYID-1', cartSlug: 'guest-cart-slug-0123456789' });
  });

  it('says a payer who did not approve the payment is not the one who approved it', async () => {
    const { apiFetch } = answering(409, { type: 'about:blank', title: 'x', status: 409, code: 'payment/payer-mismatch' });
    const result = await loader(await args(new Request(back), apiFetch));
    expect(result.data).toEqual({ error: 'errors.payment/payer-mismatch', order: null });
  });

  it('says a refused payment was refused', async () => {
    const { apiFetch } = answering(402, { type: 'about:blank', title: 'x', status: 402, code: 'payment/declined' });
    const result = await loader(await args(new Request(back), apiFetch));
    expect(result.data).toEqual({ error: 'errors.payment/declined', order: null });
  });
});
