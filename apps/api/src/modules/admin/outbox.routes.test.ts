import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { Notifier } from '../notifications/notifier.ts';
import { httpSmsProvider, type MailTransport } from '../notifications/transports.ts';
import { freshIp, signIn } from '../registration/registration-test-helpers.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  adminToken = (await signIn(api, 'admin', 'Admin2026!')).token;
});
afterAll(() => api.close());

const outbox = async (recipient: string) => {
  const response = await api.app.inject({ url: `/store/api/v1/admin/outbox?recipient=${encodeURIComponent(recipient)}`, headers: { authorization: `Bearer ${adminToken}` }, remoteAddress: freshIp() });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string; body: string; error: string | null; attempts: number; sentDate: string | null }[]>();
};

const activation = (to: { email?: string; phoneNumber?: string }) => ({
  to,
  language: 'en' as const,
  kind: 'account-activation' as const,
  params: { name: 'Awa', key: '9876543210', link: 'https://shop.test/account/activate?key=9876543210', hours: 48 },
});

describe('outbox delivery', () => {
  // What the store builds with no SMTP_URL / SMS_API_URL.
  const offline = () => new Notifier(api.database.db, {}, api.app.log, api.config.publicOrigin);

  it('keeps messages STORED when no transport is configured (the default)', async () => {
    await offline().sendNow(activation({ email: 'offline@example.com' }));
    const [message] = await outbox('offline@example.com');
    expect(message).toMatchObject({ status: 'STORED', attempts: 0, sentDate: null });
    expect(message?.body).toContain('https://shop.test/account/activate?key=9876543210');
  });

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      api.database.db.transaction(async (tx) => {
        await offline().send(tx, activation({ email: 'rolled-back@example.com' }));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox('rolled-back@example.com')).toEqual([]);
  });

  it('marks mail SENT through SMTP and masks the key it carried; a failure is FAILED and retried', async () => {
    const sent: { to: string; text: string }[] = [];
    let failNext = true;
    const mail: MailTransport = {
      async sendMail(message) {
        if (failNext) {
          failNext = false;
          throw new Error('421 try later');
        }
        sent.push(message);
      },
    };
    const notifier = new Notifier(api.database.db, { mail }, api.app.log, api.config.publicOrigin);
    await notifier.deliver(await notifier.send(api.database.db, activation({ email: 'smtp@example.com', phoneNumber: '+2250799999999' })));
    const [failed] = await outbox('smtp@example.com');
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, error: '421 try later' });
    // No SMS provider: the SMS waits in the outbox.
    expect((await outbox('+2250799999999'))[0]).toMatchObject({ status: 'STORED', attempts: 0 });

    // Mail left STORED by earlier tests goes out too, now that SMTP is there.
    expect(await notifier.retryPending()).toBeGreaterThanOrEqual(1);
    const retried = sent.find((message) => message.to === 'smtp@example.com');
    expect(retried?.text).toContain('key=9876543210');
    const [delivered] = await outbox('smtp@example.com');
    expect(delivered).toMatchObject({ status: 'SENT', attempts: 2, error: null });
    expect(delivered?.sentDate).not.toBeNull();
    expect(delivered?.body).not.toContain('9876543210');
    expect(await notifier.retryPending()).toBe(0);
  });

  it('sends SMS through the HTTP gateway with its key, and records a refusal', async () => {
    const gateway = Fastify();
    const received: unknown[] = [];
    gateway.post('/sms', async (request, reply) => {
      if (request.headers.authorization !== 'Bearer secret-key') return reply.code(401).send();
      received.push(request.body);
      return { accepted: true };
    });
    const url = `${await gateway.listen({ host: '127.0.0.1', port: 0 })}/sms`;
    try {
      const good = new Notifier(api.database.db, { sms: httpSmsProvider({ url, apiKey: 'secret-key', sender: 'Shop' }) }, api.app.log, api.config.publicOrigin);
      await good.deliver(await good.send(api.database.db, activation({ phoneNumber: '+2250788888888' })));
      expect(received).toEqual([{ from: 'Shop', to: '+2250788888888', text: expect.stringContaining('9876543210') }]);
      expect((await outbox('+2250788888888'))[0]).toMatchObject({ status: 'SENT' });

      const bad = new Notifier(api.database.db, { sms: httpSmsProvider({ url, apiKey: 'wrong', sender: 'Shop' }) }, api.app.log, api.config.publicOrigin);
      await bad.deliver(await bad.send(api.database.db, activation({ phoneNumber: '+2250777777777' })));
      expect((await outbox('+2250777777777'))[0]).toMatchObject({ status: 'FAILED', error: 'SMS gateway answered 401' });
    } finally {
      await gateway.close();
    }
  });

  it('builds links on the configured public origin, whatever the request says', async () => {
    const withPublic = new Notifier(api.database.db, {}, api.app.log, loadConfig({ PUBLIC_URL: 'https://shop.example/', JWT_SECRET: 'x'.repeat(32) }).publicOrigin);
    expect(withPublic.linkTo('/account/activate', { key: 'k', notifyBy: 'EMAIL' })).toBe('https://shop.example/account/activate?key=k&notifyBy=EMAIL');
    // Unset, the local address of the store (PORT), never a Host or X-Forwarded-Host header.
    expect(offline().linkTo('/account/activate', { key: 'a b' })).toBe('http://localhost:3000/account/activate?key=a+b');
  });
});
