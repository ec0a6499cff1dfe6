import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, STORE } from './test-support/http.ts';
import { createTestApi, type TestApi } from './test-support/test-api.ts';

/** The page server empties its page cache when told that what public pages show has changed. */
describe('telling the page server that public pages changed', () => {
  let api: TestApi;
  let changes = 0;
  beforeAll(async () => {
    api = await createTestApi({ onCatalogueChange: () => (changes += 1) });
  });
  afterAll(() => api.close());

  const shop = { firstname: 'Koffi', lastname: 'Yao', langKey: 'fr', currency: 'CFA', shopName: 'Abidjan Digital', city: 'Abidjan' } as const;

  it('after a shop changes its details, and not after a refused change or a buyer filling a cart', async () => {
    const seller = await authHeaders(api, 'seller', 'Seller2026!');
    const before = changes;
    const refused = await api.app.inject({ method: 'PUT', url: `${STORE}/account`, headers: seller, payload: { ...shop, shopName: '' } });
    expectProblem(refused, 400);
    expect(changes).toBe(before);

    const saved = await api.app.inject({ method: 'PUT', url: `${STORE}/account`, headers: seller, payload: { ...shop, shopDescriptionFr: 'Nouveautés chaque semaine.' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(changes).toBe(before + 1);

    const products = await api.app.inject({ url: `${STORE}/products?size=1` });
    const [product] = products.json<{ slug: string }[]>();
    const cart = await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, payload: { cart: { slug: null, items: [{ productSlug: product?.slug ?? '', quantity: 1 }], currency: 'CFA' } } });
    expect(cart.statusCode, cart.body).toBeLessThan(300);
    expect(changes).toBe(before + 1);
  });
});
