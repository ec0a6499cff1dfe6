import { accountKeys, accounts } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { ageKeys, freshIp, keyIn, lastMessageTo, messagesTo, registerAs, signIn } from './registration-test-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const password = 'Kpalime2026';
const activate = (query: string) => api.app.inject({ url: `/store/api/v1/account/activate?${query}`, remoteAddress: freshIp() });
const accountRow = async (login: string) => {
  const [row] = await api.database.db.select().from(accounts).where(eq(accounts.login, login));
  if (!row) throw new Error(`no account ${login}`);
  return row;
};

describe('POST /store/api/v1/register', () => {
  it('registers a seller by phone: not activated, code by SMS in French, activated with the code, then signs in', async () => {
    const response = await registerAs(api, {
      accountType: 'PROFESSIONAL',
      phoneNumber: { indicator: '+225', telephone: '07 11 22 33 44' },
      password,
      confirmPassword: password,
      firstname: 'Koffi',
      shopName: 'Boutique Élégance Lomé',
      city: 'Lomé',
      langKey: 'fr',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ notifyBy: 'SMS', sentTo: '+225********44' });

    const seller = await accountRow(body.login);
    expect(seller).toMatchObject({ activated: false, accountType: 'PROFESSIONAL', slug: 'boutique-elegance-lome', phoneNumber: '+2250711223344', city: 'Lomé' });
    expect(seller.authorities).toEqual(['ROLE_USER', 'ROLE_SELLER']);
    expect(seller.passwordHash).toMatch(/^\$argon2id\$/);

    const before = await signIn(api, '+2250711223344', password);
    expect(before.response.statusCode).toBe(401);
    expect(before.response.json().code).toBe('auth/not-activated');

    const sms = await lastMessageTo(api, '+2250711223344');
    expect(sms).toMatchObject({ channel: 'SMS', language: 'fr', kind: 'account-activation', status: 'STORED', subject: null });
    expect(sms.body).toContain("code d'activation");
    const code = keyIn(sms.body);
    expect(code).toMatch(/^\d{10}$/);
    expect(sms.body).toContain(`/account/activate?key=${code}&notifyBy=SMS`);

    // The code went by SMS: it is not a mail key.
    expect((await activate(`key=${code}&notifyBy=EMAIL`)).json().code).toBe('account/key-invalid');
    const typed = `${code.slice(0, 5)} ${code.slice(5)}`;
    const activated = await activate(`key=${encodeURIComponent(typed)}&notifyBy=SMS`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ login: body.login, activated: true });
    expect(await accountRow(body.login)).toMatchObject({ activated: true, phoneVerified: true, emailVerified: false });

    const again = await activate(`key=${code}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('account/key-used');

    const after = await signIn(api, '+2250711223344', password);
    expect(after.response.statusCode).toBe(200);
    const me = await api.app.inject({ url: '/store/api/v1/account', headers: { authorization: `Bearer ${after.token}` } });
    expect(me.json()).toMatchObject({ accountType: 'PROFESSIONAL', authorities: ['ROLE_USER', 'ROLE_SELLER'], slug: 'boutique-elegance-lome' });
  });

  it('registers a buyer by email with a link in English, and derives a free login from the email', async () => {
    const first = await registerAs(api, { accountType: 'PERSONAL', email: 'Jean.Dupont@Example.com', password, confirmPassword: password, langKey: 'en', currency: 'EUR' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ login: 'jean-dupont', notifyBy: 'EMAIL', sentTo: 'j***@example.com' });
    const mail = await lastMessageTo(api, 'jean.dupont@example.com');
    expect(mail).toMatchObject({ channel: 'EMAIL', language: 'en', subject: 'Activate your ElectroMarché account' });
    expect(mail.body).toContain('Welcome to ElectroMarché');
    const key = keyIn(mail.body);
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect((await activate(`key=${key}&notifyBy=EMAIL`)).statusCode).toBe(200);
    expect(await accountRow('jean-dupont')).toMatchObject({ activated: true, emailVerified: true, currency: 'EUR', langKey: 'en', accountType: 'PERSONAL', authorities: ['ROLE_USER'] });

    const second = await registerAs(api, { accountType: 'PERSONAL', email: 'jean.dupont@example.org', password, confirmPassword: password });
    expect(second.json().login).toBe('jean-dupont-2');
  });

  it('sends the key by mail when asked, even with a phone number', async () => {
    const response = await registerAs(api, { accountType: 'PERSONAL', email: 'both@example.com', phoneNumber: { indicator: '+33', telephone: '06 98 76 54 31' }, password, confirmPassword: password, notifyBy: 'EMAIL' });
    expect(response.json()).toMatchObject({ notifyBy: 'EMAIL' });
    expect(await messagesTo(api, '+33698765431')).toHaveLength(0);
    expect(await messagesTo(api, 'both@example.com')).toHaveLength(1);
  });

  it('answers nopasswordmatch, field errors for bad input, and gm/* codes for taken addresses', async () => {
    const base = { accountType: 'PERSONAL', password, confirmPassword: password };
    const mismatch = await registerAs(api, { ...base, email: 'x1@example.com', confirmPassword: 'Different1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('nopasswordmatch');

    const weak = await registerAs(api, { ...base, email: 'x2@example.com', password: 'short1', confirmPassword: 'short1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({ path: 'body.password', message: 'password/too-short' });

    const noContact = await registerAs(api, base);
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().errors).toContainEqual({ path: 'body.phoneNumber', message: 'account/contact-required' });

    const noShop = await registerAs(api, { ...base, accountType: 'PROFESSIONAL', email: 'x3@example.com' });
    expect(noShop.statusCode).toBe(400);
    expect(noShop.json().errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['shop/name-required', 'city/required']));

    const badPhone = await registerAs(api, { ...base, phoneNumber: { indicator: '+225', telephone: '12' } });
    expect(badPhone.statusCode).toBe(400);

    const email = await registerAs(api, { ...base, email: 'BUYER@electromarche.demo' });
    expect(email.statusCode).toBe(409);
    expect(email.json().code).toBe('gm/email-already-used');
    const phone = await registerAs(api, { ...base, phoneNumber: { indicator: '+225', telephone: '07 00 00 00 02' } });
    expect(phone.json().code).toBe('gm/account-already-used-with-credentials');
    const login = await registerAs(api, { ...base, login: 'Buyer', email: 'x4@example.com' });
    expect(login.json().code).toBe('gm/login-already-used');
  });

  it('frees the address of an account never activated once its key expired', async () => {
    const payload = { accountType: 'PERSONAL', email: 'late@example.com', password, confirmPassword: password };
    const first = await registerAs(api, payload);
    expect((await registerAs(api, payload)).json().code).toBe('gm/email-already-used');
    await api.database.db.update(accounts).set({ createdAt: new Date(Date.now() - 49 * 3600_000) }).where(eq(accounts.login, first.json().login));
    expect((await registerAs(api, payload)).statusCode).toBe(201);
  });

  it('answers 429 after 10 registrations an hour from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await registerAs(api, { accountType: 'PERSONAL', password, confirmPassword: 'nope' }, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /store/api/v1/account/activate', () => {
  it('refuses an unknown key, an expired key, and rate-limits guessing', async () => {
    expect((await activate('key=0000000000')).json().code).toBe('account/key-invalid');
    const registered = await registerAs(api, { accountType: 'PERSONAL', email: 'expired@example.com', password, confirmPassword: password });
    const key = keyIn((await lastMessageTo(api, 'expired@example.com')).body);
    await ageKeys(api, (await accountRow(registered.json().login)).id);
    const expired = await activate(`key=${key}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('account/key-expired');
    expect((await activate('')).statusCode).toBe(400);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await api.app.inject({ url: `/store/api/v1/account/activate?key=guess${i}`, remoteAddress: '10.8.8.8' })).statusCode);
    expect(statuses[10]).toBe(429);
  });
});

describe('reset password', () => {
  const init = (payload: Record<string, unknown>, ip = freshIp()) => api.app.inject({ method: 'POST', url: '/store/api/v1/account/reset-password/init', payload, remoteAddress: ip });
  const finish = (payload: Record<string, unknown>) => api.app.inject({ method: 'POST', url: '/store/api/v1/account/reset-password/finish', payload, remoteAddress: freshIp() });

  it('answers the same for a known and an unknown address, and sends a key only to the known one', async () => {
    const known = await init({ mail: 'buyer@electromarche.demo', notifyBy: 'EMAIL' });
    const unknown = await init({ mail: 'nobody@example.com', notifyBy: 'EMAIL' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await messagesTo(api, 'nobody@example.com')).toHaveLength(0);
    expect((await lastMessageTo(api, 'buyer@electromarche.demo')).kind).toBe('password-reset');
  });

  it('resets by SMS once; older keys stop working; the new password signs in', async () => {
    const phone = { indicator: '+225', telephone: '0700000001' };
    await init({ phoneNumber: phone, notifyBy: 'SMS' });
    const oldKey = keyIn((await lastMessageTo(api, '+2250700000001')).body);
    await init({ phoneNumber: phone, notifyBy: 'SMS' });
    const sms = await lastMessageTo(api, '+2250700000001');
    expect(sms).toMatchObject({ channel: 'SMS', kind: 'password-reset', language: 'fr' });
    const key = keyIn(sms.body);

    expect((await finish({ key: oldKey, newPassword: 'Nouveau2026x', notifyBy: 'SMS' })).json().code).toBe('account/key-invalid');
    const weak = await finish({ key, newPassword: 'abc' });
    expect(weak.statusCode).toBe(400);
    const done = await finish({ key, newPassword: 'Nouveau2026x', notifyBy: 'SMS' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ changed: true });
    expect((await finish({ key, newPassword: 'Encore2026x' })).json().code).toBe('account/key-used');

    expect((await signIn(api, 'seller', 'Seller2026!')).response.statusCode).toBe(401);
    expect((await signIn(api, 'seller', 'Nouveau2026x')).response.statusCode).toBe(200);
    expect((await lastMessageTo(api, 'seller@electromarche.demo')).kind).toBe('password-changed');
  });

  it('refuses an expired reset key', async () => {
    await init({ mail: 'manager@electromarche.demo', notifyBy: 'EMAIL' });
    const key = keyIn((await lastMessageTo(api, 'manager@electromarche.demo')).body);
    await ageKeys(api, (await accountRow('manager')).id);
    const response = await finish({ key, newPassword: 'Nouveau2026x' });
    expect(response.json().code).toBe('account/key-expired');
    expect((await signIn(api, 'manager', 'Manager2026!')).response.statusCode).toBe(200);
  });

  it('wants the address of the chosen channel, and answers 429 after 5 requests in 15 minutes', async () => {
    expect((await init({ notifyBy: 'SMS', mail: 'buyer@electromarche.demo' })).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await init({ mail: `n${i}@example.com`, notifyBy: 'EMAIL' }, '10.7.7.7')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const limited = await init({ mail: 'n@example.com', notifyBy: 'EMAIL' }, '10.7.7.7');
    expect(limited.json()).toMatchObject({ code: 'request/too-many', status: 429 });
  });
});

describe('keys', () => {
  it('stores only a hash of each key', async () => {
    await registerAs(api, { accountType: 'PERSONAL', email: 'hash@example.com', password, confirmPassword: password });
    const key = keyIn((await lastMessageTo(api, 'hash@example.com')).body);
    const rows = await api.database.db.select({ keyHash: accountKeys.keyHash }).from(accountKeys);
    expect(rows.some((row) => row.keyHash.includes(key))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.keyHash))).toBe(true);
  });
});
