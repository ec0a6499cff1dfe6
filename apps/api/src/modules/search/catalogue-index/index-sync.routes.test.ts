import { products } from '@store/db/schema/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function slugsFor(q: string) {
  const response = await api.app.inject({ url: `/store/api/v1/products/search?q=${encodeURIComponent(q)}&size=24` });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { slug: string }[] }>().items.map((item) => item.slug);
}

describe('the catalogue index follows the database', () => {
  it('finds a product renamed in the database by the very next search, and forgets its old name', async () => {
    const [product] = await api.database.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.published, true)).limit(1);
    expect(await slugsFor('zorglophone')).toEqual([]);
    await api.database.db.update(products).set({ nameFr: 'Zorglophone', nameEn: 'Zorglophone' }).where(eq(products.id, product!.id));
    expect(await slugsFor('zorglophone')).toEqual([product!.slug]);
  });

  it('drops an unpublished product and a deleted one', async () => {
    const [first, second] = await api.database.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.published, true)).orderBy(products.id).limit(2);
    await api.database.db.update(products).set({ nameFr: 'Quixotron', nameEn: 'Quixotron' }).where(sql`${products.id} in (${first!.id}, ${second!.id})`);
    expect((await slugsFor('quixotron')).sort()).toEqual([first!.slug, second!.slug].sort());
    await api.database.db.update(products).set({ published: false }).where(eq(products.id, first!.id));
    expect(await slugsFor('quixotron')).toEqual([second!.slug]);
    // A deleted row leaves nothing to read: the delete moves the epoch and the index rebuilds.
    await api.database.db.execute(sql`delete from product_specification_values where product_id = ${second!.id}`);
    await api.database.db.execute(sql`delete from images where product_id = ${second!.id}`);
    await api.database.db.delete(products).where(eq(products.id, second!.id));
    expect(await slugsFor('quixotron')).toEqual([]);
  });
});
