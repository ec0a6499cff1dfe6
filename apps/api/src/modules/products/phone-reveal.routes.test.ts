import { phoneReveals } from '@store/db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let token: string;
let slug: string;
beforeAll(async () => {
  api = await createTestApi();
  const login = await api.app.inject({ method: 'POST', url: '/store/api/v1/authenticate', payload: { username: 'buyer', password: 'Buyer2026!' } });
  token = login.json<{ id_token: string }>().id_token;
  slug = (await api.app.inject({ url: '/store/api/v1/products?size=1' })).json<{ slug: string }[]>()[0]?.slug ?? '';
});
afterAll(() => api.close());

const reveal = (productSlug: string, headers: Record<string, string> = {}, remoteAddress = '10.1.0.1') =>
  api.app.inject({ method: 'POST', url: '/store/api/v1/products/search/phone-number/reveal', payload: { productSlug }, headers, remoteAddress });

describe('POST /store/api/v1/products/search/phone-number/reveal', () => {
  it('is refused to guests', async () => {
    const response = await reveal(slug);
    expect(response.statusCode).toBe(401);
  });

  it("reveals the seller's number to a signed-in user and logs the reveal for the seller", async () => {
    const before = (await api.database.db.select().from(phoneReveals)).length;
    const response = await reveal(slug, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ phoneNumber: string }>().phoneNumber).toMatch(/^\+\d{8,15}$/);
    const after = await api.database.db.select().from(phoneReveals);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ ip: '10.1.0.1' });
  });

  it('is limited to 20 reveals an hour per user and address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await reveal(slug, { authorization: `Bearer ${token}` }, '10.1.9.9')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await reveal('no-such-product', { authorization: `Bearer ${token}` }, '10.1.2.2')).statusCode).toBe(404);
  });
});
