import { accountKeys, accounts } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { activeBuyer, ageKeys, freshIp, keyIn, lastMessageTo, messagesTo, signIn } from './registration-test-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: `/store/api/v1/${url}`, headers: token ? auth(token) : {}, payload, remoteAddress: freshIp() });
const get = (url: string, token = '') => api.app.inject({ url: `/store/api/v1/${url}`, headers: token ? auth(token) : {}, remoteAddress: freshIp() });

describe('POST /store/api/v1/account/change-password', () => {
  it('needs the current password, then the new one signs in and the owner is told', async () => {
    const user = await activeBuyer(api);
    expect((await post('account/change-password', '', { currentPassword: user.password, newPassword: 'Another2026' })).statusCode).toBe(401);
    const wrong = await post('account/change-password', user.token, { currentPassword: 'not-it-123', newPassword: 'Another2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('account/wrong-password');
    const weak = await post('account/change-password', user.token, { currentPassword: user.password, newPassword: 'password' });
    expect(weak.json().errors).toContainEqual({ path: 'body.newPassword', message: 'password/no-digit' });

    const done = await post('account/change-password', user.token, { currentPassword: user.password, newPassword: 'Another2026' });
    expect(done.statusCode).toBe(200);
    expect((await signIn(api, user.login, user.password)).response.statusCode).toBe(401);
    expect((await signIn(api, user.login, 'Another2026')).response.statusCode).toBe(200);
    const notice = await lastMessageTo(api, user.email);
    expect(notice).toMatchObject({ kind: 'password-changed', language: 'fr', subject: 'Votre mot de passe a été modifié' });
  });
});

describe('change and verify email', () => {
  it('sends a link to the new address, tells the old one, and changes the email when the link is opened', async () => {
    const user = await activeBuyer(api);
    const taken = await post('account/change-email', user.token, { email: 'buyer@electromarche.demo', password: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('gm/email-already-used');
    expect((await post('account/change-email', user.token, { email: 'new@example.com', password: 'wrong-one-1' })).json().code).toBe('account/wrong-password');

    const sent = await post('account/change-email', user.token, { email: 'New@Example.com', password: user.password });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ notifyBy: 'EMAIL', sentTo: 'n***@example.com' });
    expect((await lastMessageTo(api, user.email)).kind).toBe('email-change-requested');
    const link = await lastMessageTo(api, 'new@example.com');
    expect(link.kind).toBe('email-verification');
    expect(link.body).toContain('/account/verify-email?key=');

    const finished = await get(`account/verify/email/finish?key=${keyIn(link.body)}`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ email: 'new@example.com', verified: true });
    expect((await get('account', user.token)).json().email).toBe('new@example.com');
    expect((await get('account/email/verified', user.token)).json()).toBe(true);
    expect((await get(`account/verify/email/finish?key=${keyIn(link.body)}`)).json().code).toBe('account/key-used');
  });

  it('verifies the current email; an email verified flag reads false until then', async () => {
    const user = await activeBuyer(api);
    // Activation by mail proved the address; forget it to verify again.
    await api.database.db.update(accounts).set({ emailVerified: false }).where(eq(accounts.login, user.login));
    expect((await get('account/email/verified', user.token)).json()).toBe(false);
    expect((await post('account/verify/email/init', user.token)).json()).toMatchObject({ notifyBy: 'EMAIL' });
    const key = keyIn((await lastMessageTo(api, user.email)).body);
    expect((await get(`account/verify/email/finish?key=${key}`)).statusCode).toBe(200);
    expect((await get('account/email/verified', user.token)).json()).toBe(true);
  });

  it('refuses an expired link, a guest asking for a link, and an account without email', async () => {
    const user = await activeBuyer(api);
    await post('account/verify/email/init', user.token);
    const key = keyIn((await lastMessageTo(api, user.email)).body);
    const [row] = await api.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.login, user.login));
    await ageKeys(api, row?.id ?? 0);
    expect((await get(`account/verify/email/finish?key=${key}`)).json().code).toBe('account/key-expired');
    expect((await post('account/verify/email/init', '')).statusCode).toBe(401);
    expect((await get('account/email/verified')).statusCode).toBe(401);

    const phoneOnly = await api.database.db.update(accounts).set({ email: null }).where(eq(accounts.login, user.login)).returning({ id: accounts.id });
    expect(phoneOnly).toHaveLength(1);
    expect((await post('account/verify/email/init', user.token)).json().code).toBe('account/no-email');
    expect((await post('account/verify/phone-number/init', user.token)).json().code).toBe('account/no-phone-number');
  });
});

describe('phone verification', () => {
  it('sends a 6-digit code by SMS, burns it after 5 wrong codes, and verifies with a new one', async () => {
    const { token } = await signIn(api, 'buyer', 'Buyer2026!');
    await api.database.db.update(accounts).set({ phoneVerified: false }).where(eq(accounts.login, 'buyer'));
    expect((await get('account/phone-number/verified', token)).json()).toBe(false);

    const sent = await post('account/verify/phone-number/init', token);
    expect(sent.json()).toEqual({ notifyBy: 'SMS', sentTo: '+225********02' });
    const sms = await lastMessageTo(api, '+2250700000002');
    expect(sms).toMatchObject({ kind: 'phone-verification', channel: 'SMS', language: 'fr' });
    const code = keyIn(sms.body);
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await get(`account/verify/phone-number/finish?key=${wrongCode}`, token)).json().code);
    expect(codes).toEqual(['account/key-invalid', 'account/key-invalid', 'account/key-invalid', 'account/key-invalid', 'account/key-attempts-exceeded']);
    expect((await get(`account/verify/phone-number/finish?key=${code}`, token)).json().code).toBe('account/key-attempts-exceeded');

    await post('account/verify/phone-number/init', token);
    const fresh = keyIn((await lastMessageTo(api, '+2250700000002')).body);
    const verified = await get(`account/verify/phone-number/finish?key=${fresh}`, token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ phoneNumber: '+2250700000002', verified: true });
    expect((await get('account/phone-number/verified', token)).json()).toBe(true);
    expect((await get(`account/verify/phone-number/finish?key=${fresh}`, token)).json().code).toBe('account/key-used');
  });

  it('refuses an expired code and limits code requests to 3 in 10 minutes', async () => {
    const { token } = await signIn(api, 'seller', 'Seller2026!');
    await post('account/verify/phone-number/init', token);
    const code = keyIn((await lastMessageTo(api, '+2250700000001')).body);
    await api.database.db.update(accountKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountKeys.purpose, 'VERIFY_PHONE'));
    expect((await get(`account/verify/phone-number/finish?key=${code}`, token)).json().code).toBe('account/key-expired');

    const ip = '10.6.6.6';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await api.app.inject({ method: 'POST', url: '/store/api/v1/account/verify/phone-number/init', headers: auth(token), remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await messagesTo(api, '+2250700000001')).filter((m) => m.kind === 'phone-verification')).toHaveLength(4);
  });
});

describe('GET /store/api/v1/admin/outbox', () => {
  it('is for administrators and managers: 401 for guests, 403 for a buyer', async () => {
    expect((await get('admin/outbox')).statusCode).toBe(401);
    const buyer = await signIn(api, 'buyer', 'Buyer2026!');
    const refused = await get('admin/outbox', buyer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth/forbidden');
  });

  it('lists messages newest first, paged with X-Total-Count, filtered by recipient', async () => {
    const user = await activeBuyer(api);
    await post('account/verify/email/init', user.token);
    const admin = await signIn(api, 'admin', 'Admin2026!');
    const page = await get(`admin/outbox?recipient=${encodeURIComponent(user.email.toUpperCase())}&size=1`, admin.token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.headers.link).toContain('rel="next"');
    const [newest] = page.json();
    expect(newest).toMatchObject({ recipient: user.email, channel: 'EMAIL', kind: 'email-verification', language: 'fr', status: 'STORED', attempts: 0, sentDate: null, error: null });
    expect(newest.body).toContain('/account/verify-email?key=');
    expect(Date.parse(newest.createdDate)).not.toBeNaN();

    const manager = await signIn(api, 'manager', 'Manager2026!');
    const sms = await get('admin/outbox?channel=SMS&recipient=%25', manager.token);
    expect(sms.statusCode).toBe(200);
    expect(sms.json()).toEqual([]);
    expect((await get('admin/outbox?size=1000', admin.token)).statusCode).toBe(400);
  });
});
