import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('public shop pages', () => {
  it('shows a seller shop by slug and by login, without any private field', async () => {
    const [product] = (await api.app.inject({ url: '/store/api/v1/products?size=1' })).json<{ accountSlug: string }[]>();
    const response = await api.app.inject({ url: `/store/api/v1/account/page/by-slug/${product?.accountSlug}?lang=en` });
    expect(response.statusCode).toBe(200);
    const page = response.json<Record<string, unknown>>();
    expect(page).toMatchObject({ slug: product?.accountSlug });
    expect(Number(page.productCount)).toBeGreaterThan(0);
    expect(page.coverImage).toMatch(/^\/store\/api\/v1\/account\/cover\/file\/\d+$/);
    expect(page.profileImage).toMatch(/^\/store\/api\/v1\/account\/profile\/file\/\d+$/);
    expect(page.verified).toBe(false);
    expect(Object.keys(page)).not.toEqual(expect.arrayContaining(['email']));
    expect(JSON.stringify(page)).not.toMatch(/@|\+\d{6,}|password/);
    const byLogin = await api.app.inject({ url: '/store/api/v1/account/page/seller?lang=en' });
    expect(byLogin.statusCode).toBe(200);
  });

  it("never shows a buyer's account, and 404s an unknown shop", async () => {
    for (const url of ['/store/api/v1/account/page/buyer', '/store/api/v1/account/page/admin', '/store/api/v1/account/page/by-slug/nobody']) {
      const response = await api.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'resource/not-found' });
    }
  });
});
