import { newsletterSubscriptions } from '@store/db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const subscribe = (phoneNumber: unknown, ip = '10.9.0.1') =>
  api.app.inject({ method: 'POST', url: '/store/api/v1/newsletter/subscriptions', payload: { phoneNumber, langKey: 'fr' }, remoteAddress: ip });

describe('POST /store/api/v1/newsletter/subscriptions', () => {
  it('stores the number once in E.164, combining the dial code with the national number', async () => {
    const first = await subscribe({ indicator: '+33', telephone: '06 12 34 56 78' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ phoneNumber: '+33612345678', subscribed: true });
    // Spec §7: a success alert for clients, its one parameter URL-encoded.
    expect(first.headers['x-electromarche-app-alert']).toBe('alerts.newsletter.subscribed');
    expect(first.headers['x-electromarche-app-params']).toBe('%2B33612345678');
    expect((await subscribe({ indicator: '+33', telephone: '0612345678' })).statusCode).toBe(200);
    const rows = await api.database.db.select().from(newsletterSubscriptions);
    expect(rows.filter((row) => row.phoneNumber === '+33612345678')).toHaveLength(1);
  });

  it('rejects a missing or invalid number with 400', async () => {
    for (const phone of [undefined, { indicator: '+225', telephone: '12' }, { indicator: '+999', telephone: 'abc' }]) {
      const response = await subscribe(phone, '10.9.0.2');
      expect(response.statusCode, JSON.stringify(phone)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request/invalid' });
      expect(response.headers['x-electromarche-app-alert']).toBeUndefined();
    }
  });
});
