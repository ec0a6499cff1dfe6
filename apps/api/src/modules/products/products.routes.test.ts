import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_PRODUCT_COUNT, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface Summary {
  slug: string;
  price: number;
  currency: string;
  defaultCurrencyPrice: number;
  createdDate: string;
  thumbnail: string | null;
}

describe('GET /store/api/v1/products', () => {
  it('pages the newest products with X-Total-Count and Link headers', async () => {
    const response = await api.app.inject({ url: '/store/api/v1/products?size=9&page=1' });
    expect(response.statusCode).toBe(200);
    const items = response.json<Summary[]>();
    expect(items).toHaveLength(9);
    expect(Number(response.headers['x-total-count'])).toBe(TEST_PRODUCT_COUNT);
    expect(response.headers.link).toContain('rel="next"');
    expect(response.headers.link).toContain('rel="prev"');
    const dates = items.map((item) => item.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('sorts by the CFA price across currencies', async () => {
    const items = (await api.app.inject({ url: '/store/api/v1/products?size=48&sort=price,asc' })).json<Summary[]>();
    const prices = items.map((item) => item.defaultCurrencyPrice);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(new Set(items.map((item) => item.currency)).size).toBeGreaterThan(1);
  });

  it('gives each product a thumbnail picture address', async () => {
    const items = (await api.app.inject({ url: '/store/api/v1/products?size=5' })).json<Summary[]>();
    for (const item of items) expect(item.thumbnail).toMatch(/^\/store\/api\/v1\/products\/file\/\d+$/);
  });

  it('rejects bad paging and sort values with 400, never 500', async () => {
    for (const query of ['size=-1', 'size=100000', 'page=-3', 'sort=drop%20table', 'page=abc']) {
      const response = await api.app.inject({ url: `/store/api/v1/products?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request/invalid' });
      expect(response.body.toLowerCase()).not.toContain('select');
    }
  });
});

describe('product details', () => {
  it('finds a product by slug and by id, with pictures and specification values, in the asked language', async () => {
    const [first] = (await api.app.inject({ url: '/store/api/v1/products?size=1' })).json<(Summary & { id: number })[]>();
    const bySlug = await api.app.inject({ url: `/store/api/v1/products/by-slug/${first?.slug}?lang=en` });
    expect(bySlug.statusCode).toBe(200);
    const product = bySlug.json<{ id: number; name: string; description: string; images: unknown[]; specificationValues: { name: string; value: string }[] }>();
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.specificationValues.length).toBeGreaterThan(0);
    expect(product.description.length).toBeGreaterThan(20);
    const byId = await api.app.inject({ url: `/store/api/v1/products/by-id/${product.id}?lang=en` });
    expect(byId.json()).toEqual(product);
    const inFrench = (await api.app.inject({ url: `/store/api/v1/products/by-id/${product.id}?lang=fr` })).json<{ description: string }>();
    expect(inFrench.description).not.toBe(product.description);
  });

  it('gives the product page its seller card and similar products of the same sub-category', async () => {
    const [first] = (await api.app.inject({ url: '/store/api/v1/products?size=1' })).json<Summary[]>();
    const response = await api.app.inject({ url: `/store/api/v1/products/search/details/by-slug/${first?.slug}` });
    expect(response.statusCode).toBe(200);
    const details = response.json<{ product: { id: number; subCategory: { id: number } }; seller: { slug: string; name: string }; similar: { id: number; subCategory: { id: number } }[] }>();
    expect(details.seller.name).not.toBe('');
    for (const item of details.similar) {
      expect(item.id).not.toBe(details.product.id);
      expect(item.subCategory.id).toBe(details.product.subCategory.id);
    }
    const byId = await api.app.inject({ url: `/store/api/v1/products/search/details/by-id/${details.product.id}` });
    expect(byId.json()).toEqual(details);
  });

  it('lists a seller shop products, paged', async () => {
    const [first] = (await api.app.inject({ url: '/store/api/v1/products?size=1' })).json<{ accountSlug: string }[]>();
    const response = await api.app.inject({ url: `/store/api/v1/products/by-account-slug/${first?.accountSlug}?size=2` });
    expect(response.statusCode).toBe(200);
    for (const item of response.json<{ accountSlug: string }[]>()) expect(item.accountSlug).toBe(first?.accountSlug);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('answers 404 with a stable code for an unknown product', async () => {
    for (const url of ['/store/api/v1/products/by-slug/no-such-thing', '/store/api/v1/products/by-id/999999', '/store/api/v1/products/search/details/by-slug/nope']) {
      const response = await api.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'resource/not-found' });
    }
  });
});
