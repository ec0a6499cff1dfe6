import type { ProductCounts } from '@store/contracts/shop-stats-rules';
import { utcDay, windowDays } from '@store/contracts/shop-stats-rules';
import type { SellerProductRow, ShopStats } from '@store/contracts/seller-products';
import { accounts, productDailyStats, products } from '@store/db/schema/index';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, freshIp, STORE } from '../../test-support/http.ts';
import { deliveryAddress } from '../../test-support/orders.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { countProductView } from './product-stats.ts';

/*
 * My shop's figures through the real routes: each event raises its count by exactly one, the
 * seller's own doings and a quantity raised do not count, and a seller reads only their own.
 */

let api: TestApi;
let seller: Record<string, string>;
let otherSeller: Record<string, string>;
let buyer: Record<string, string>;
/** Two published products in stock of the demo seller, and one of another shop. */
let mine: { id: number; slug: string }[];
let theirs: { id: number; slug: string };

async function productsOf(login: string, n: number) {
  const rows = await api.database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .where(and(eq(accounts.login, login), eq(products.published, true), eq(products.currency, 'XOF')))
    .orderBy(products.id)
    .limit(n);
  if (rows.length < n) throw new Error(`the seed has too few products of ${login}`);
  await api.database.db.update(products).set({ quantity: 50 }).where(inArray(products.id, rows.map((row) => row.id)));
  return rows;
}

/** Today's counts of a product, straight from the table. */
async function today(productId: number): Promise<ProductCounts> {
  const [row] = await api.database.db
    .select({ views: productDailyStats.views, reveals: productDailyStats.reveals, cartAdds: productDailyStats.cartAdds, orders: productDailyStats.orders })
    .from(productDailyStats)
    .where(and(eq(productDailyStats.productId, productId), eq(productDailyStats.day, utcDay(new Date()))));
  return row ?? { views: 0, reveals: 0, cartAdds: 0, orders: 0 };
}

const saveCart = (items: { productSlug: string; quantity: number }[], headers: Record<string, string> = {}, slug: string | null = null) =>
  api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, headers, payload: { cart: { slug, items, currency: 'CFA' } }, remoteAddress: freshIp() });

const stats = (headers: Record<string, string>, query = '') => api.app.inject({ url: `${STORE}/products/of-user/stats${query}`, headers });

beforeAll(async () => {
  api = await createTestApi();
  [seller, otherSeller, buyer] = await Promise.all([authHeaders(api, 'seller', 'Seller2026!'), authHeaders(api, 'ouaga-electro', 'Shop2026!'), authHeaders(api, 'buyer', 'Buyer2026!')]);
  mine = await productsOf('seller', 2);
  const [other] = await productsOf('ouaga-electro', 1);
  if (!other) throw new Error('no product of another shop');
  theirs = other;
});
afterAll(() => api.close());

describe('counting what buyers do', () => {
  it('counts a phone reveal by a buyer once, and not the seller’s own', async () => {
    const product = mine[0]!;
    const before = await today(product.id);
    const reveal = (headers: Record<string, string>) =>
      api.app.inject({ method: 'POST', url: `${STORE}/products/search/phone-number/reveal`, headers, payload: { productSlug: product.slug }, remoteAddress: freshIp() });
    expect((await reveal(buyer)).statusCode).toBe(200);
    expect(await today(product.id)).toEqual({ ...before, reveals: before.reveals + 1 });
    expect((await reveal(seller)).statusCode).toBe(200);
    expect((await today(product.id)).reveals).toBe(before.reveals + 1);
  });

  it('counts a product put in a cart, not its quantity raised, and each new product once', async () => {
    const [first, second] = [mine[0]!, mine[1]!];
    const [firstBefore, secondBefore] = [await today(first.id), await today(second.id)];
    const added = await saveCart([{ productSlug: first.slug, quantity: 1 }]);
    expect(added.statusCode, added.body).toBe(200);
    const cartSlug = added.json<{ cart: { slug: string } }>().cart.slug;
    expect(await today(first.id)).toEqual({ ...firstBefore, cartAdds: firstBefore.cartAdds + 1 });

    expect((await saveCart([{ productSlug: first.slug, quantity: 3 }], {}, cartSlug)).statusCode).toBe(200);
    expect((await today(first.id)).cartAdds).toBe(firstBefore.cartAdds + 1);

    expect((await saveCart([{ productSlug: first.slug, quantity: 3 }, { productSlug: second.slug, quantity: 1 }], {}, cartSlug)).statusCode).toBe(200);
    expect((await today(first.id)).cartAdds).toBe(firstBefore.cartAdds + 1);
    expect((await today(second.id)).cartAdds).toBe(secondBefore.cartAdds + 1);
  });

  it('does not count again the products of a guest cart merged into the buyer’s at sign-in', async () => {
    const product = mine[1]!;
    const before = await today(product.id);
    const guest = await saveCart([{ productSlug: product.slug, quantity: 1 }]);
    expect((await today(product.id)).cartAdds).toBe(before.cartAdds + 1);
    const merged = await saveCart([{ productSlug: product.slug, quantity: 1 }], buyer, guest.json<{ cart: { slug: string } }>().cart.slug);
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await today(product.id)).cartAdds).toBe(before.cartAdds + 1);
  });

  it('does not count a seller putting their own product in their cart', async () => {
    const product = mine[1]!;
    const before = await today(product.id);
    expect((await saveCart([{ productSlug: product.slug, quantity: 1 }], seller)).statusCode).toBe(200);
    expect(await today(product.id)).toEqual(before);
  });

  it('counts an order once per product it holds, in the order’s transaction', async () => {
    const [first, second] = [mine[0]!, theirs];
    const [firstBefore, secondBefore] = [await today(first.id), await today(second.id)];
    const cart = await saveCart([
      { productSlug: first.slug, quantity: 2 },
      { productSlug: second.slug, quantity: 1 },
    ]);
    const reservation = await api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, payload: { cartSlug: cart.json<{ cart: { slug: string } }>().cart.slug }, remoteAddress: freshIp() });
    expect(reservation.statusCode, reservation.body).toBe(201);
    const order = await api.app.inject({
      method: 'POST',
      url: `${STORE}/products/order`,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { reservationId: reservation.json<{ id: string }>().id, address: deliveryAddress, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' },
      remoteAddress: freshIp(),
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(await today(first.id)).toEqual({ ...firstBefore, cartAdds: firstBefore.cartAdds + 1, orders: firstBefore.orders + 1 });
    expect(await today(second.id)).toEqual({ ...secondBefore, cartAdds: secondBefore.cartAdds + 1, orders: secondBefore.orders + 1 });
  });

  it('counts a page view of a published product by its slug, one statement each, and nothing for an unknown one', async () => {
    const product = mine[0]!;
    const before = await today(product.id);
    await countProductView(api.database.db, product.slug);
    await countProductView(api.database.db, product.slug);
    await countProductView(api.database.db, 'no-such-product');
    expect(await today(product.id)).toEqual({ ...before, views: before.views + 2 });
  });
});

describe('GET products/of-user/stats', () => {
  it('gives 30 days, oldest first and ending today, zero-filled, with their totals', async () => {
    // The other shop starts from nothing, so every day but today must be zero.
    await api.database.db.delete(productDailyStats).where(eq(productDailyStats.productId, theirs.id));
    const shopIds = (await api.database.db.select({ id: products.id }).from(products).innerJoin(accounts, eq(accounts.id, products.accountId)).where(eq(accounts.login, 'ouaga-electro'))).map((row) => row.id);
    await api.database.db.delete(productDailyStats).where(inArray(productDailyStats.productId, shopIds));
    await countProductView(api.database.db, theirs.slug);

    const response = await stats(otherSeller);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<ShopStats>();
    expect(body.days).toBe(30);
    expect(body.series.map((point) => point.day)).toEqual(windowDays(new Date(), 30));
    expect(body.series.slice(0, 29).every((point) => point.views + point.reveals + point.cartAdds + point.orders === 0)).toBe(true);
    expect(body.series.at(-1)).toEqual({ day: utcDay(new Date()), views: 1, reveals: 0, cartAdds: 0, orders: 0 });
    expect(body.totals).toEqual({ views: 1, reveals: 0, cartAdds: 0, orders: 0 });
    expect((await stats(otherSeller, '?days=7')).json<ShopStats>().series).toHaveLength(7);
    expectProblem(await stats(otherSeller, '?days=400'), 400, 'request/invalid');
  });

  it('never shows a seller another shop’s figures, and is for sellers only', async () => {
    const before = (await stats(otherSeller)).json<ShopStats>().totals;
    await countProductView(api.database.db, mine[0]!.slug);
    expect((await stats(otherSeller)).json<ShopStats>().totals).toEqual(before);
    const own = (await stats(seller)).json<ShopStats>();
    expect(own.totals.views).toBeGreaterThan(0);
    expect(own.totals.views).toBe(own.series.reduce((sum, point) => sum + point.views, 0));
    expectProblem(await stats(buyer), 403);
    expectProblem(await stats({}), 401);
  });

  it('gives each listed product its last 30 days in My shop’s list', async () => {
    const rows = (await api.app.inject({ url: `${STORE}/products/of-user?size=100`, headers: seller })).json<SellerProductRow[]>();
    const row = rows.find((candidate) => candidate.id === mine[0]!.id);
    const days = await api.database.db
      .select({ views: productDailyStats.views, reveals: productDailyStats.reveals })
      .from(productDailyStats)
      .where(and(eq(productDailyStats.productId, mine[0]!.id), inArray(productDailyStats.day, windowDays(new Date(), 30))));
    expect(row?.last30Days.views).toBe(days.reduce((sum, day) => sum + day.views, 0));
    expect(row?.last30Days.reveals).toBe(days.reduce((sum, day) => sum + day.reveals, 0));
    expect(row?.last30Days.reveals).toBeGreaterThanOrEqual(1);
    expect(rows.some((candidate) => candidate.id === theirs.id)).toBe(false);
  });
});
