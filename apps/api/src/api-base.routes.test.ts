import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the API base', () => {
  it('reports health and the database it runs on', async () => {
    const response = await api.app.inject({ url: '/store/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: api.database.kind });
  });

  it('answers an unknown API path with a JSON 404 problem, never HTML', async () => {
    for (const url of ['/store/api/v1/nothing-here', '/store/api/v1/categories/1/oops', '/content/api/nope', '/vision/api/v1/search']) {
      const response = await api.app.inject({ url, method: 'GET' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, code: 'route/not-found' });
    }
  });

  it('serves an OpenAPI document generated from the route schemas, and a readable page', async () => {
    const json = await api.app.inject({ url: '/store/api/v1/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/store/api/v1/categories',
        '/store/api/v1/sub-categories/by-category-id/{id}',
        '/store/api/v1/specifications/by-sub-category-id/{id}',
        '/store/api/v1/health',
        '/store/api/v1/products',
        '/store/api/v1/register',
        '/store/api/v1/account/reset-password/init',
        '/store/api/v1/admin/outbox',
      ]),
    );
    const page = await api.app.inject({ url: '/store/api/v1/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('rejects a malformed JSON body with a 400 problem', async () => {
    const response = await api.app.inject({
      url: '/store/api/v1/categories',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
