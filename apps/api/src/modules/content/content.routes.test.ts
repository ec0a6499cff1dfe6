import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let authorization: string;
beforeAll(async () => {
  api = await createTestApi();
  authorization = `Bearer ${api.config.CONTENT_API_TOKEN}`;
});
afterAll(() => api.close());

describe('content service', () => {
  it('refuses a request without its bearer credential', async () => {
    const response = await api.app.inject({ url: '/content/api/search-keys?locale=fr' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth/unauthorized' });
  });

  it('gives search keys per language, socials and slides', async () => {
    const fr = (await api.app.inject({ url: '/content/api/search-keys?locale=fr', headers: { authorization } })).json<{ keyword: string }[]>();
    const en = (await api.app.inject({ url: '/content/api/search-keys?locale=en', headers: { authorization } })).json<{ keyword: string }[]>();
    expect(fr.length).toBeGreaterThan(0);
    expect(en.length).toBeGreaterThan(0);
    const socials = (await api.app.inject({ url: '/content/api/socials', headers: { authorization } })).json<{ url: string }[]>();
    expect(socials.length).toBeGreaterThan(2);
    const slides = (await api.app.inject({ url: '/content/api/slides?locale=en', headers: { authorization } })).json<{ image: string }[]>();
    expect(slides.length).toBeGreaterThan(0);
  });

  it('serves markdown pages in both languages and 404 for an unknown key', async () => {
    for (const key of ['faq', 'cgu', 'privacy']) {
      for (const locale of ['fr', 'en']) {
        const response = await api.app.inject({ url: `/content/api/entries/${key}?locale=${locale}`, headers: { authorization } });
        expect(response.statusCode, `${key}/${locale}`).toBe(200);
        expect(response.json<{ markdown: string }>().markdown.length).toBeGreaterThan(200);
      }
    }
    const missing = await api.app.inject({ url: '/content/api/entries/unknown?locale=fr', headers: { authorization } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('category showcase', () => {
  it('gives each category an in-stock product with a picture, keyed by the lower-cased category name', async () => {
    const response = await api.app.inject({ url: '/content/api/category-products?locale=en', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    const entries = response.json<{ category: string; product: { url: string; image: string; price: number } }[]>();
    expect(entries.length).toBe(12);
    expect(entries.map((e) => e.category)).toContain('gaming');
    for (const entry of entries) {
      expect(entry.category).toBe(entry.category.toLowerCase());
      expect(entry.product.url).toMatch(/^\/product\//);
      expect(entry.product.price).toBeGreaterThan(0);
    }
  });
});
