import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeApi } from '../../app.ts';
import { bearer, freshIp, STORE, tokenOf } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { activeBuyer, keyIn, lastMessageTo, registerAs } from '../registration/registration-test-helpers.ts';

/*
 * Operators cannot read live keys (decision 32): keys and links show in clear only to an
 * administrator, only for a channel with no real transport, and never in messages to the
 * administrator's own account. Managers always see them masked.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface ListedMessage {
  recipient: string;
  kind: string;
  body: string;
  masked: boolean;
}

async function outbox(app: FastifyInstance, token: string, recipient: string) {
  const response = await app.inject({ url: `${STORE}/admin/outbox?recipient=${encodeURIComponent(recipient)}`, headers: bearer(token), remoteAddress: freshIp() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListedMessage[]>();
}

/** A newcomer registered by email, not activated yet: its activation link is a live key. */
async function newcomer() {
  const email = `newcomer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await registerAs(api, { accountType: 'PERSONAL', email, password: 'Newcomer2026', confirmPassword: 'Newcomer2026' });
  expect(registered.statusCode).toBe(201);
  return { email, key: keyIn((await lastMessageTo(api, email)).body) };
}

describe('GET /store/api/v1/admin/outbox keys', () => {
  it('shows an administrator the key while no transport is configured, so the demo activates offline', async () => {
    const { email, key } = await newcomer();
    const [message] = await outbox(api.app, await tokenOf(api, 'admin', 'Admin2026!'), email);
    expect(message).toMatchObject({ kind: 'account-activation', masked: false });
    expect(message?.body).toContain(key);
  });

  it('masks keys and links for managers', async () => {
    const { email, key } = await newcomer();
    const [message] = await outbox(api.app, await tokenOf(api, 'manager', 'Manager2026!'), email);
    expect(message).toMatchObject({ kind: 'account-activation', masked: true });
    expect(message?.body).not.toContain(key);
    expect(message?.body).toContain('••••••');
    // The masked key is useless: the newcomer activates with the real one.
    expect((await api.app.inject({ url: `${STORE}/account/activate?key=${key}`, remoteAddress: freshIp() })).statusCode).toBe(200);
  });

  it("never shows an administrator the keys sent to the administrator's own account", async () => {
    const admin = await tokenOf(api, 'admin', 'Admin2026!');
    await api.app.inject({ method: 'POST', url: `${STORE}/account/reset-password/init`, payload: { mail: 'admin@electromarche.demo', notifyBy: 'EMAIL' }, remoteAddress: freshIp() });
    const key = keyIn((await lastMessageTo(api, 'admin@electromarche.demo')).body);
    const [message] = await outbox(api.app, admin, 'admin@electromarche.demo');
    expect(message).toMatchObject({ kind: 'password-reset', masked: true });
    expect(message?.body).not.toContain(key);

    // Messages without keys read the same for everybody.
    const user = await activeBuyer(api);
    await api.app.inject({ method: 'POST', url: `${STORE}/account/change-password`, headers: bearer(user.token), payload: { currentPassword: user.password, newPassword: 'Changed2026x' }, remoteAddress: freshIp() });
    const [notice] = await outbox(api.app, await tokenOf(api, 'manager', 'Manager2026!'), user.email);
    expect(notice).toMatchObject({ kind: 'password-changed', masked: false });
  });

  it('masks keys for administrators too once SMTP and an SMS gateway are configured', async () => {
    const { email, key } = await newcomer();
    // The same store and database, started with real transports (nothing is sent here).
    const configured = Fastify({ logger: false });
    await configured.register(storeApi, {
      config: { ...api.config, SMTP_URL: 'smtp://127.0.0.1:9', SMS_API_URL: 'http://127.0.0.1:9/sms' },
      db: api.database.db,
      databaseKind: api.database.kind,
      media: api.app.media,
    });
    await configured.ready();
    try {
      const admin = await tokenOf(api, 'admin', 'Admin2026!');
      const [message] = await outbox(configured, admin, email);
      expect(message).toMatchObject({ kind: 'account-activation', masked: true });
      expect(message?.body).not.toContain(key);
    } finally {
      await configured.close();
    }
  });
});
