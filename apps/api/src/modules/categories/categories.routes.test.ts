import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface CategoryBody {
  id: number;
  name: string;
  keyword: string;
  subCategories: { id: number; name: string; keyword: string }[];
}

async function categories(query = '', headers: Record<string, string> = {}) {
  const response = await api.app.inject({ url: `/store/api/v1/categories${query}`, headers });
  return { response, body: response.json<CategoryBody[]>() };
}

describe('GET /store/api/v1/categories', () => {
  it('lists the 12 top categories of the mega-menu in order, in French by default', async () => {
    const { response, body } = await categories();
    expect(response.statusCode).toBe(200);
    expect(body).toHaveLength(12);
    expect(body[0]?.name).toMatch(/ordinateur/i);
    expect(body.at(-1)?.name).toMatch(/gaming|jeu/i);
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const { body: byQuery } = await categories('?lang=en');
    expect(byQuery[0]?.name).toMatch(/computers/i);
    const { body: byHeader } = await categories('', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byHeader[0]?.name).toBe(byQuery[0]?.name);
  });

  it('gives every category sub-entries with a fixed search keyword, several searching Laptops', async () => {
    const { body } = await categories();
    for (const category of body) {
      expect(category.subCategories.length).toBeGreaterThan(0);
      for (const sub of category.subCategories) expect(sub.keyword.trim()).not.toBe('');
    }
    const laptops = body.flatMap((c) => c.subCategories).filter((sub) => sub.keyword === 'Laptops');
    expect(laptops.length).toBeGreaterThan(1);
  });

  it('rejects an unsupported language with a JSON problem', async () => {
    const { response } = await categories('?lang=de');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, code: 'request/invalid' });
  });
});

describe('sub-categories and specifications by parent id', () => {
  it('lists the sub-categories of a category and the specifications of a sub-category', async () => {
    const { body } = await categories('?lang=en');
    const computers = body[0];
    const subs = await api.app.inject({ url: `/store/api/v1/sub-categories/by-category-id/${computers?.id}?lang=en` });
    expect(subs.statusCode).toBe(200);
    expect(subs.json<unknown[]>()).toHaveLength(computers?.subCategories.length ?? -1);
    const firstSub = computers?.subCategories[0];
    const specs = await api.app.inject({ url: `/store/api/v1/specifications/by-sub-category-id/${firstSub?.id}?lang=en` });
    expect(specs.statusCode).toBe(200);
    expect(specs.json<{ code: string; name: string }[]>().length).toBeGreaterThan(0);
  });

  it('answers 404 with a stable code for an unknown id', async () => {
    for (const url of ['/store/api/v1/sub-categories/by-category-id/999999', '/store/api/v1/specifications/by-sub-category-id/999999']) {
      const response = await api.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'resource/not-found' });
    }
  });

  it('answers 400, not 500, for a non-numeric, negative or huge id', async () => {
    for (const id of ['abc', '-1', '0', '99999999999999999999', '1.5']) {
      const response = await api.app.inject({ url: `/store/api/v1/sub-categories/by-category-id/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request/invalid' });
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});
