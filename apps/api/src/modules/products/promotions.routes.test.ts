import type { ProductSummary } from '@store/contracts/catalog';
import { PROMOTED_PRODUCTS_MAX } from '@store/contracts/plans';
import type { SearchResult } from '@store/contracts/search';
import type { SellerProduct, SellerProductRow } from '@store/contracts/seller-products';
import { subscriptions } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let pro: Record<string, string>;
let plus: Record<string, string>;
let otherPro: Record<string, string>;
beforeAll(async () => {
  api = await createTestApi();
  [pro, plus, otherPro] = await Promise.all([authHeaders(api, 'seller', 'Seller2026!'), authHeaders(api, 'douala-smart-shop', 'Shop2026!'), authHeaders(api, 'cocody-gaming-zone', 'Shop2026!')]);
});
afterAll(() => api.close());

const promote = (slug: string, headers: Record<string, string>, method: 'POST' | 'DELETE' = 'POST') => api.app.inject({ method, url: `${STORE}/products/by-slug/${slug}/promotion`, headers });
const ownRows = async (headers: Record<string, string>, status = 'published') =>
  (await api.app.inject({ url: `${STORE}/products/of-user?status=${status}&size=50`, headers })).json<SellerProductRow[]>();
const sponsoredNow = async () => (await api.app.inject({ url: `${STORE}/products/sponsored?size=12` })).json<ProductSummary[]>().map((product) => product.slug);

describe('sponsored products (pro plan)', () => {
  it('puts a promoted product of a pro shop above the first page of a matching search and on the home row, labelled apart', async () => {
    const rows = await ownRows(pro);
    const target = rows[rows.length - 1];
    if (!target) throw new Error('the demo seller has no product');
    const promoted = await promote(target.slug, pro);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<SellerProduct>().promoted).toBe(true);

    const words = target.name.split(' ').slice(0, 2).join(' ');
    const first = (await api.app.inject({ url: `${STORE}/products/search?${new URLSearchParams({ q: words, lang: 'fr' })}` })).json<SearchResult>();
    expect(first.sponsored.map((product) => product.slug)).toContain(target.slug);
    expect(first.sponsored.length).toBeLessThanOrEqual(2);
    const second = (await api.app.inject({ url: `${STORE}/products/search?${new URLSearchParams({ q: words, lang: 'fr', page: '1' })}` })).json<SearchResult>();
    expect(second.sponsored).toEqual([]);
    // A search it does not match never shows it.
    const elsewhere = (await api.app.inject({ url: `${STORE}/products/search?q=zzzzqqq` })).json<SearchResult>();
    expect(elsewhere.sponsored.map((product) => product.slug)).not.toContain(target.slug);
    expect(await sponsoredNow()).toContain(target.slug);

    const stopped = await promote(target.slug, pro, 'DELETE');
    expect(stopped.json<SellerProduct>().promoted).toBe(false);
    expect(await sponsoredNow()).not.toContain(target.slug);
  });

  it('is for pro shops, for their own published products, five at a time', async () => {
    const [plusProduct] = await ownRows(plus);
    expectProblem(await promote(plusProduct?.slug ?? '', plus), 403, 'plan/feature-not-included');
    const [theirs] = await ownRows(otherPro);
    expectProblem(await promote(theirs?.slug ?? '', pro), 403, 'product/not-yours');

    const mine = await ownRows(pro);
    const already = (await Promise.all(mine.map(async (row) => (await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${row.slug}`, headers: pro })).json<SellerProduct>()))).filter((product) => product.promoted);
    const candidates = mine.filter((row) => !already.some((product) => product.slug === row.slug));
    for (const row of candidates.slice(0, PROMOTED_PRODUCTS_MAX - already.length)) expect((await promote(row.slug, pro)).statusCode).toBe(200);
    expectProblem(await promote(candidates[PROMOTED_PRODUCTS_MAX - already.length]?.slug ?? '', pro), 409, 'product/too-many-promotions');
  });

  it('stops showing a shop’s promotions the moment its pro plan ends', async () => {
    const promotedBefore = await sponsoredNow();
    const [theirs] = (await Promise.all((await ownRows(otherPro)).map(async (row) => (await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${row.slug}`, headers: otherPro })).json<SellerProduct>()))).filter((product) => product.promoted);
    expect(theirs).toBeDefined();
    expect(promotedBefore).toContain(theirs?.slug);
    await api.database.db.update(subscriptions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.providerPaymentId, 'seed-cocody-gaming-zone'));
    expect(await sponsoredNow()).not.toContain(theirs?.slug);
  });
});
