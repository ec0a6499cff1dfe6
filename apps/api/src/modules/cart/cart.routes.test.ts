import { accounts, products } from '@store/db/schema/index';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let token: string;
let inStock: { slug: string; quantity: number; price: number; currency: string }[];
beforeAll(async () => {
  api = await createTestApi();
  const login = await api.app.inject({ method: 'POST', url: '/store/api/v1/authenticate', payload: { username: 'buyer', password: 'Buyer2026!' } });
  token = login.json<{ id_token: string }>().id_token;
  const all = (await api.app.inject({ url: '/store/api/v1/products?size=48&sort=price,asc' })).json<{ slug: string; quantity: number; price: number; currency: string }[]>();
  inStock = all.filter((p) => p.quantity >= 4);
});
afterAll(() => api.close());

const save = (items: { productSlug: string; quantity: number }[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/store/api/v1/products/cart', payload: { cart: { items, ...extra } }, headers });

/** A save naming the cart version it read. */
const saveAt = (version: number, items: ({ productSlug: string; quantity: number } | undefined)[], slug?: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/store/api/v1/products/cart', payload: { cart: { items, slug }, version }, headers });

interface Validated {
  cart: { slug: string; items: { productSlug: string; quantity: number; unitPrice: number; maxQuantity: number }[]; totalPrice: number };
  summary: { numProducts: number; subTotal: number; grandTotal: number; currency: string };
  changes: { productSlug: string; kind: string; quantity?: number }[];
  version: number;
}

describe('POST /store/api/v1/products/cart', () => {
  it('prices a guest cart from the catalogue, ignoring any price the client sends, and gives it an unguessable slug', async () => {
    const [a, b] = inStock;
    const response = await save([
      { productSlug: a?.slug ?? '', quantity: 2, unitPrice: 1 } as { productSlug: string; quantity: number },
      { productSlug: b?.slug ?? '', quantity: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<Validated>();
    expect(body.cart.slug).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.cart.items.find((i) => i.productSlug === a?.slug)?.unitPrice).toBe(a?.price);
    expect(body.summary.numProducts).toBe(3);
    expect(body.cart.totalPrice).toBe(body.summary.grandTotal);
    const again = (await api.app.inject({ url: `/store/api/v1/products/cart/by-slug/${body.cart.slug}` })).json<Validated>();
    expect(again.cart.items.map((i) => i.quantity)).toEqual([2, 1]);
  });

  it("names each line's shop by its shop name, not its slug", async () => {
    const [shop] = await api.database.db.select({ slug: accounts.slug, shopName: accounts.shopName }).from(accounts).where(eq(accounts.login, 'teranga-high-tech'));
    const [product] = await api.database.db.select({ slug: products.slug }).from(products).innerJoin(accounts, eq(accounts.id, products.accountId)).where(and(eq(accounts.login, 'teranga-high-tech'), eq(products.published, true), gt(products.quantity, 0))).limit(1);
    const body = (await save([{ productSlug: product?.slug ?? '', quantity: 1 }])).json<Validated & { cart: { items: { accountSlug: string; shopName: string }[] } }>();
    expect(shop?.shopName).toBe('Teranga High-Tech');
    expect(body.cart.items[0]).toMatchObject({ accountSlug: shop?.slug, shopName: 'Teranga High-Tech' });
  });

  it('merges a product added twice, removes lines at zero or less, caps quantities at the stock', async () => {
    const [a, b] = inStock;
    const body = (
      await save([
        { productSlug: a?.slug ?? '', quantity: 1 },
        { productSlug: a?.slug ?? '', quantity: 1 },
        { productSlug: b?.slug ?? '', quantity: 0 },
      ])
    ).json<Validated>();
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]?.quantity).toBe(2);
    const capped = (await save([{ productSlug: a?.slug ?? '', quantity: 5000 }])).json<Validated>();
    expect(capped.cart.items[0]?.quantity).toBe(a?.quantity);
    expect(capped.changes).toContainEqual({ productSlug: a?.slug, kind: 'quantity-capped', quantity: a?.quantity });
  });

  it('reports unknown products and a price that changed since the buyer saw it', async () => {
    const [a] = inStock;
    const first = (await save([{ productSlug: a?.slug ?? '', quantity: 1 }, { productSlug: 'no-such-product', quantity: 1 }])).json<Validated>();
    expect(first.changes).toContainEqual({ productSlug: 'no-such-product', kind: 'unavailable' });
    await api.database.db.update(products).set({ price: (a?.price ?? 0) + 1000 }).where(eq(products.slug, a?.slug ?? ''));
    const read = (await api.app.inject({ url: `/store/api/v1/products/cart/by-slug/${first.cart.slug}` })).json<Validated>();
    expect(read.changes).toContainEqual({ productSlug: a?.slug, kind: 'price-changed' });
    expect(read.cart.items[0]?.unitPrice).toBe((a?.price ?? 0) + 1000);
  });

  it('never lets a client choose the slug of a new cart', async () => {
    const body = (await save([{ productSlug: inStock[0]?.slug ?? '', quantity: 1 }], { slug: 'chosen-by-the-client' })).json<Validated>();
    expect(body.cart.slug).not.toBe('chosen-by-the-client');
  });

  it("keeps a signed-in buyer's cart on the account, out of reach of the guest slug route", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const saved = (await save([{ productSlug: inStock[1]?.slug ?? '', quantity: 3 }], {}, auth)).json<Validated>();
    const mine = (await api.app.inject({ url: '/store/api/v1/products/cart', headers: auth })).json<Validated>();
    expect(mine.cart.items.map((i) => [i.productSlug, i.quantity])).toEqual([[inStock[1]?.slug, 3]]);
    const asGuest = (await api.app.inject({ url: `/store/api/v1/products/cart/by-slug/${saved.cart.slug}` })).json<Validated>();
    expect(asGuest.cart.items).toEqual([]);
    expect((await api.app.inject({ url: '/store/api/v1/products/cart' })).statusCode).toBe(401);
    const resume = (await api.app.inject({ url: '/store/api/v1/products/cart/resume?currency=EUR', headers: auth })).json<Validated['summary']>();
    expect(resume).toMatchObject({ numProducts: 3, currency: 'EUR' });
  });

  it('refuses a save naming a version that another save replaced, and keeps what that save stored', async () => {
    const [a, b, c] = inStock.map((product) => ({ productSlug: product.slug, quantity: 1 }));
    const first = (await saveAt(0, [a])).json<Validated>();
    expect(first.version).toBe(1);
    const slug = first.cart.slug;
    // Two tabs read version 1: the first adds b, then the second adds c.
    expect((await saveAt(1, [a, b], slug)).statusCode).toBe(200);
    const stale = await saveAt(1, [a, c], slug);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'cart/changed' });
    const kept = (await api.app.inject({ url: `/store/api/v1/products/cart/by-slug/${slug}` })).json<Validated>();
    expect(kept.cart.items.map((i) => i.productSlug)).toEqual([a?.productSlug, b?.productSlug]);
    expect(kept.version).toBe(2);
  });

  it('of two saves of the account cart from the same version, stores one and refuses the other', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const before = (await api.app.inject({ url: '/store/api/v1/products/cart', headers: auth })).json<Validated>();
    const answers = await Promise.all([inStock[2], inStock[3]].map((product) => saveAt(before.version, [{ productSlug: product?.slug ?? '', quantity: 1 }], undefined, auth)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stored = answers.find((answer) => answer.statusCode === 200)?.json<Validated>();
    const mine = (await api.app.inject({ url: '/store/api/v1/products/cart', headers: auth })).json<Validated>();
    expect(mine.cart.items).toEqual(stored?.cart.items);
    expect(mine.version).toBe(before.version + 1);
  });

  it('refuses version 0 (no cart yet) once the cart exists', async () => {
    const first = (await save([{ productSlug: inStock[0]?.slug ?? '', quantity: 1 }])).json<Validated>();
    expect((await saveAt(0, [], first.cart.slug)).statusCode).toBe(409);
    expect((await saveAt(1, [], first.cart.slug)).statusCode).toBe(200);
  });

  it('rejects malformed carts with 400', async () => {
    for (const payload of [{}, { cart: { items: 'x' } }, { cart: { items: [{ productSlug: '', quantity: 1 }] } }, { cart: { items: [{ productSlug: 'a', quantity: 1.5 }] } }, { cart: { items: [] }, version: -1 }, { cart: { items: [] }, version: 'x' }]) {
      const response = await api.app.inject({ method: 'POST', url: '/store/api/v1/products/cart', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
