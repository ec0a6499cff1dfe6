import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { lastMessageTo } from './registration-test-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  // No PUBLIC_URL, as on a fresh install: the default is the local address, never a header.
  api = await createTestApi();
});
afterAll(() => api.close());

describe('links in mail and SMS', () => {
  it('are built on the configured origin even when Host and X-Forwarded-Host name another site', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: `${STORE}/account/reset-password/init`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { notifyBy: 'EMAIL', mail: 'buyer@electromarche.demo' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { body } = await lastMessageTo(api, 'buyer@electromarche.demo');
    const link = new URL(/https?:\/\/\S+/.exec(body)?.[0] ?? 'about:blank');
    expect(link.origin).toBe(api.config.publicOrigin);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/account/reset-password/finish');
    expect(body).not.toContain('evil.example');
  });
});
