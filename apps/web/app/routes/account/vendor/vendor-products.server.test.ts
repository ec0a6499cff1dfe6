// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApi, json, problem, routeArgs, submitForm } from '../../../lib/test-context.server.ts';
import { loadShopStats, quickEditProduct } from './vendor-products.server.ts';

const saved = {
  id: 9,
  slug: 'itel-a70-abc123',
  subCategoryId: 4,
  categoryId: 2,
  brand: 'Itel',
  nameFr: 'Itel A70',
  nameEn: '',
  descriptionFr: 'Un téléphone.',
  descriptionEn: '',
  price: 1250,
  currency: 'EUR',
  defaultCurrencyPrice: 8199,
  quantity: 3,
  held: 1,
  lowStockThreshold: 2,
  location: 'Dakar',
  specificationValues: { storage: '128' },
  images: [{ id: 1, url: '/store/api/v1/products/file/1' }],
  published: true,
  live: true,
  moderation: 'approved',
  moderationReason: null,
  promoted: false,
  createdDate: '2026-11-24T10:00:00.000Z',
  updatedDate: '2026-11-24T10:00:00.000Z',
};

const quickEdit = (fields: Record<string, string>, answers: (() => Response)[]) =>
  submitForm(async ({ request, context }) => quickEditProduct(await request.formData(), context), 'http://store.test/account/vendor', { intent: 'quick-edit', slug: saved.slug, ...fields }, answers);

describe('My shop’s quick edit', () => {
  it('changes only the price (typed in the product’s currency) and the stock on hand', async () => {
    const { answer, calls } = await quickEdit({ price: '13,90', quantity: '7' }, [json(200, saved), json(200, { ...saved, price: 1390, quantity: 7 })]);
    expect(answer).toMatchObject({ status: 200, body: { productSlug: saved.slug, ok: true } });
    expect(calls[1]?.body).toEqual({
      slug: saved.slug,
      subCategoryId: 4,
      brand: 'Itel',
      nameFr: 'Itel A70',
      nameEn: '',
      descriptionFr: 'Un téléphone.',
      descriptionEn: '',
      price: 1390,
      currency: 'EUR',
      quantity: 7,
      lowStockThreshold: 2,
      location: 'Dakar',
      specificationValues: { storage: '128' },
      published: true,
    });
  });

  it('refuses a stock that is no whole number, and shows the API’s refusal of the price on its row', async () => {
    const invalid = await quickEdit({ price: '13', quantity: '2.5' }, []);
    expect(invalid.answer).toMatchObject({ status: 400, body: { productSlug: saved.slug, error: { quantity: ['product/quantity-invalid'] } } });
    const refused = await quickEdit({ price: '0,1', quantity: '2' }, [json(200, saved), problem(400, 'request/invalid', [{ path: 'body.price', message: 'product/price-out-of-range' }])]);
    expect(refused.answer).toMatchObject({ status: 400, body: { productSlug: saved.slug, error: { price: ['product/price-out-of-range'] } } });
  });
});

describe('My shop’s figures', () => {
  const series = Array.from({ length: 30 }, (_, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, views: index, reveals: 0, cartAdds: 0, orders: index % 7 === 0 ? 1 : 0 }));
  const load = async (answer: () => Response) => {
    const { apiFetch, calls } = fakeApi([answer]);
    const { context } = await routeArgs(new Request('http://store.test/account/vendor'), apiFetch);
    return { loaded: await loadShopStats(context), calls };
  };

  it('asks the API for the last 30 days and gives the page its days and totals', async () => {
    const { loaded, calls } = await load(json(200, { days: 30, totals: { views: 435, reveals: 0, cartAdds: 0, orders: 5 }, series }));
    expect(calls[0]?.url).toBe('http://store.test/store/api/v1/products/of-user/stats?days=30');
    expect(loaded.error).toBeNull();
    expect(loaded.stats?.series).toHaveLength(30);
    expect(loaded.stats?.totals).toEqual({ views: 435, reveals: 0, cartAdds: 0, orders: 5 });
  });

  it('shows a failure as a message, the rest of the page still there', async () => {
    expect((await load(problem(503, 'server/unavailable'))).loaded).toEqual({ stats: null, error: 'server/unavailable' });
  });
});
