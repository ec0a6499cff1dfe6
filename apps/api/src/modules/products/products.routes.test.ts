import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

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
    expect(Number(response.headers['x-total-count'])).toBe(48);
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
