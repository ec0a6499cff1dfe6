import type { Dashboard } from '@store/contracts/admin';
import type { SellerProduct } from '@store/contracts/seller-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMoney } from '@store/contracts/money';
import { authHeaders, freshIp, STORE } from '../../test-support/http.ts';
import { deliveryAddress } from '../../test-support/orders.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('admin dashboard', () => {
  it('gives 30 zero-filled UTC days ending today and the counters, for administrators and managers', async () => {
    const manager = await authHeaders(api, 'manager', 'Manager2026!');
    const before = (await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: manager })).json<Dashboard>();
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(before.totals.users).toBeGreaterThan(10);
    expect(before.totals.sellers).toBeGreaterThan(5);
    expect(before.totals.publishedProducts).toBeGreaterThan(50);
    expect(before.totals.orders30Days).toBe(before.days.reduce((sum, day) => sum + day.orders, 0));

    const sent = await api.app.inject({
      method: 'POST',
      url: `${STORE}/contacts`,
      payload: { email: 'dash@example.com', fullname: 'Dash Board', reason: 1, message: 'A message that counts as open.' },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(201);
    const after = (await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: await authHeaders(api, 'admin', 'Admin2026!') })).json<Dashboard>();
    expect(after.totals.openContacts).toBe(before.totals.openContacts + 1);
  });

  it('counts a listing whose stock falls to its low-stock threshold', async () => {
    const admin = await authHeaders(api, 'admin', 'Admin2026!');
    const lowStock = async () => (await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: admin })).json<Dashboard>().totals.lowStockProducts;
    const seller = await authHeaders(api, 'seller', 'Seller2026!');
    const mine = (await api.app.inject({ url: `${STORE}/products/of-user?status=published&size=50`, headers: seller })).json<{ slug: string; quantity: number; held: number }[]>();
    const row = mine.find((candidate) => candidate.quantity > 5 && candidate.held === 0);
    const product = (await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${row?.slug}`, headers: seller })).json<SellerProduct>();
    const before = await lowStock();
    const { slug, subCategoryId, brand, nameFr, nameEn, descriptionFr, descriptionEn, price, currency, location, specificationValues, lowStockThreshold } = product;
    const edited = await api.app.inject({
      method: 'PUT',
      url: `${STORE}/products`,
      headers: seller,
      payload: { slug, subCategoryId, brand, nameFr, nameEn, descriptionFr, descriptionEn, price, currency, location, specificationValues, lowStockThreshold, quantity: lowStockThreshold, published: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await lowStock()).toBe(before + 1);
  });

  it('counts today’s orders and their total in CFA, a euro order at the peg', async () => {
    const admin = await authHeaders(api, 'admin', 'Admin2026!');
    const read = async () => (await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: admin })).json<Dashboard>().days.at(-1);
    const before = await read();
    const products = (await api.app.inject({ url: `${STORE}/products?size=24` })).json<{ slug: string; quantity: number }[]>();
    const product = products.find((candidate) => candidate.quantity > 2);
    const ip = freshIp();
    const cart = await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, payload: { cart: { items: [{ productSlug: product?.slug, quantity: 1 }], currency: 'EUR' } }, remoteAddress: ip });
    const reservation = await api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, payload: { cartSlug: cart.json<{ cart: { slug: string } }>().cart.slug, currency: 'EUR' }, remoteAddress: ip });
    const order = await api.app.inject({ method: 'POST', url: `${STORE}/products/order`, payload: { reservationId: reservation.json<{ id: string }>().id, address: deliveryAddress, shippingOptionId: 1, paymentMethod: 'CASH_ON_DELIVERY' }, remoteAddress: ip });
    expect(order.statusCode, order.body).toBe(201);
    const { summary } = order.json<{ summary: { grandTotal: number; currency: 'CFA' | 'EUR' | 'USD' } }>();
    expect(summary.currency).toBe('EUR');
    const after = await read();
    expect(after?.orders).toBe((before?.orders ?? 0) + 1);
    expect(after?.revenue).toBe((before?.revenue ?? 0) + convertMoney({ amount: summary.grandTotal, currency: 'EUR' }, 'CFA', { xofPerUsd: '600' }).amount);
  });
});
