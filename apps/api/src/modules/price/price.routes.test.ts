import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('price', () => {
  it('converts with the fixed EUR peg', async () => {
    const response = await api.app.inject({ url: '/store/api/v1/price/convert?from=EUR&to=CFA&amount=10000' });
    expect(response.json()).toEqual({ amount: 65_596, currency: 'CFA', digits: 0 });
  });

  it('publishes the rates the pages convert with', async () => {
    expect((await api.app.inject({ url: '/store/api/v1/price/rates' })).json()).toEqual({ xofPerEur: '655.957', xofPerUsd: '600' });
  });

  it('rejects an unsupported currency', async () => {
    const response = await api.app.inject({ url: '/store/api/v1/price/convert?from=GBP&to=CFA&amount=1' });
    expect(response.statusCode).toBe(400);
  });
});
