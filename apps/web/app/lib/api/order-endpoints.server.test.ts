import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client.server.ts';

const subOrder = {
  id: 7,
  seller: { slug: 'abidjan-digital', shopName: 'Abidjan Digital', city: 'Abidjan' },
  status: 'PAID',
  lines: [{ productSlug: 'phone', name: 'Phone', quantity: 1, unitPrice: 10_000, currency: 'CFA', lineTotal: 10_000, thumbnail: null }],
  subTotal: 10_000,
  placedAt: '2026-11-22T10:00:00.000Z',
  paidAt: '2026-11-22T10:01:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  orderNumber: 'EM-ABCD1234',
  currency: 'CFA',
  paymentMethod: 'PAYPAL',
  paymentStatus: 'PAID',
  shippingOptionCode: 'STANDARD',
  address: { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '0700000002' }, email: null, city: 'Abidjan', addressLine: 'Cocody', additionalInfo: null },
  nextStatuses: ['SHIPPED', 'CANCELLED'],
  // Not in the contract: the schema drops it.
  internalNote: 'x',
};

/** The typed client over a fake API answering with `status` and `body`, recording requests. */
function fakeApi(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const api = createApiClient({
    baseUrl: 'http://store.test',
    language: 'en',
    fetch: async (url, init) => {
      calls.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
    },
  });
  return { api, calls };
}

describe('the order endpoints of the typed client', () => {
  it('lists the seller sub-orders with a status filter and the total for paging, trimmed by the contract', async () => {
    const { api, calls } = fakeApi(200, [subOrder], { 'x-total-count': '41' });
    const { items, total } = await api.sellerSubOrders({ status: 'PAID', page: 2, size: 20 });
    expect(calls[0]?.url).toBe('http://store.test/store/api/v1/products/sub-orders?page=2&size=20&status=PAID');
    expect(total).toBe(41);
    expect(items[0]).not.toHaveProperty('internalNote');
    expect(items[0]?.nextStatuses).toEqual(['SHIPPED', 'CANCELLED']);
  });

  it('sends the idempotency key with an order, and the payment id as the key of its confirmation', async () => {
    const placing = fakeApi(400, { type: 'about:blank', title: 'x', status: 400, code: 'request/invalid' });
    await expect(placing.api.placeOrder({ reservationId: '0b5c7f8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f', address: { fullname: 'Awa', phoneNumber: { indicator: '+225', telephone: '0700000002' }, city: 'Abidjan', addressLine: 'Cocody' }, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' }, 'key-1234')).rejects.toBeInstanceOf(ApiError);
    expect(placing.calls[0]?.headers.get('idempotency-key')).toBe('key-1234');
    const confirming = fakeApi(402, { type: 'about:blank', title: 'x', status: 402, code: 'payment/declined' });
    await expect(confirming.api.confirmPaypal({ payerID: 'PAYER', paymentId: 'PAYID-1' })).rejects.toMatchObject({ status: 402, code: 'payment/declined' });
    expect(confirming.calls[0]?.headers.get('idempotency-key')).toBe('confirm-PAYID-1');
    expect(confirming.calls[0]?.body).toEqual({ payerID: 'PAYER', paymentId: 'PAYID-1' });
  });

  it('releases a reservation with a DELETE answered 204, and tracks an order by number and contact', async () => {
    const releasing = fakeApi(204, null);
    await expect(releasing.api.releaseReservation('0b5c7f8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f')).resolves.toBeNull();
    expect(releasing.calls[0]).toMatchObject({ method: 'DELETE', url: 'http://store.test/store/api/v1/products/checkout/0b5c7f8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f' });
    const tracking = fakeApi(404, { type: 'about:blank', title: 'x', status: 404, code: 'resource/not-found' });
    await expect(tracking.api.trackOrder({ number: 'EM-ABCD1234', contact: '+2250700000002' })).rejects.toMatchObject({ status: 404 });
    expect(tracking.calls[0]?.url).toBe('http://store.test/store/api/v1/products/order/tracking?number=EM-ABCD1234&contact=%2B2250700000002');
  });
});
