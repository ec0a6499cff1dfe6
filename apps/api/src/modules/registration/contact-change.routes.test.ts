import { accounts } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectProblem, freshIp, signIn, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { activeBuyer, keyIn, lastMessageTo, messagesTo, registerAs } from './registration-test-helpers.ts';

/*
 * Changing how an account signs in needs proof (issue 10): the current password, a code from
 * the new number before it counts, a notice with an undo link to the old address, and a
 * pending number that stops holding once its time ran out.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const mobile = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const e164 = (national: string) => `+225${national}`;

const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: `${STORE}/${url}`, headers: token ? bearer(token) : {}, payload, remoteAddress: freshIp() });
const get = (url: string, token = '') => api.app.inject({ url: `${STORE}/${url}`, headers: token ? bearer(token) : {}, remoteAddress: freshIp() });
const putPhone = (token: string, telephone: string | null, currentPassword?: string) =>
  api.app.inject({
    method: 'PUT',
    url: `${STORE}/account`,
    headers: bearer(token),
    payload: { firstname: 'Awa', lastname: 'Koné', langKey: 'fr', currency: 'CFA', phoneNumber: telephone === null ? null : { indicator: '+225', telephone }, currentPassword },
    remoteAddress: freshIp(),
  });

/** An activated buyer with a proven phone number (activated by SMS) and an email. */
async function buyerWithPhone() {
  const national = mobile();
  const user = await activeBuyer(api, { phoneNumber: { indicator: '+225', telephone: national }, e164: e164(national) });
  return { ...user, phone: e164(national) };
}

describe('the current password', () => {
  it('is needed to change the email', async () => {
    const user = await activeBuyer(api);
    const missing = expectProblem(await post('account/change-email', user.token, { email: 'elsewhere@example.com' }), 400, 'request/invalid');
    expect(missing.errors?.map((error) => error.path)).toContain('body.password');
    expectProblem(await post('account/change-email', user.token, { email: 'elsewhere@example.com', password: 'not-it-2026' }), 400, 'account/wrong-password');
    expect((await messagesTo(api, 'elsewhere@example.com')).length).toBe(0);
  });

  it('is needed to change or remove the phone number, and nothing is saved without it', async () => {
    const user = await buyerWithPhone();
    const wanted = mobile();
    expectProblem(await putPhone(user.token, wanted), 400, 'account/password-required');
    expectProblem(await putPhone(user.token, wanted, 'not-it-2026'), 400, 'account/wrong-password');
    expectProblem(await putPhone(user.token, null), 400, 'account/password-required');
    const profile = (await get('account/profile', user.token)).json();
    expect(profile).toMatchObject({ phoneNumber: { indicator: '+225', telephone: user.phone.slice(4) }, pendingPhoneNumber: null });
    // Names and the same number need no password.
    expect((await putPhone(user.token, user.phone.slice(4))).statusCode).toBe(200);
  });
});

describe('a new phone number', () => {
  it('signs nobody in and gets no reset until its code is typed, then replaces the old one', async () => {
    const user = await buyerWithPhone();
    const national = mobile();
    const wanted = e164(national);
    expect((await putPhone(user.token, national, user.password)).statusCode).toBe(200);

    expect((await signIn(api, wanted, user.password)).response.statusCode).toBe(401);
    expect((await post('account/reset-password/init', '', { phoneNumber: { indicator: '+225', telephone: national }, notifyBy: 'SMS' })).statusCode).toBe(200);
    expect(await messagesTo(api, wanted)).toEqual([]);
    // The old number still signs in meanwhile.
    expect((await signIn(api, user.phone, user.password)).response.statusCode).toBe(200);

    expect((await post('account/verify/phone-number/init', user.token)).json()).toMatchObject({ notifyBy: 'SMS' });
    const code = keyIn((await lastMessageTo(api, wanted)).body);
    const verified = await get(`account/verify/phone-number/finish?key=${code}`, user.token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ phoneNumber: wanted, verified: true });

    expect((await signIn(api, wanted, user.password)).response.statusCode).toBe(200);
    expect((await signIn(api, user.phone, user.password)).response.statusCode).toBe(401);
    expect((await get('account/profile', user.token)).json()).toMatchObject({ phoneNumber: { telephone: national }, phoneVerified: true, pendingPhoneNumber: null });
  });

  it('is told to the old number, whose link puts it back and ends every session', async () => {
    const user = await buyerWithPhone();
    const national = mobile();
    expect((await putPhone(user.token, national, user.password)).statusCode).toBe(200);
    const notice = await lastMessageTo(api, user.phone);
    expect(notice).toMatchObject({ kind: 'phone-change-requested', channel: 'SMS' });
    expect(notice.body).toContain('/account/undo-change?key=');
    // The change goes through (the thief owns the new number)...
    await post('account/verify/phone-number/init', user.token);
    expect((await get(`account/verify/phone-number/finish?key=${keyIn((await lastMessageTo(api, e164(national))).body)}`, user.token)).statusCode).toBe(200);

    // ...and the old number's owner takes it back.
    const undone = await post('account/undo-change', '', { key: keyIn(notice.body) });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ reverted: 'PHONE_NUMBER' });
    expectProblem(await get('account', user.token), 401, 'auth/unauthorized');
    expect((await signIn(api, e164(national), user.password)).response.statusCode).toBe(401);
    const back = await signIn(api, user.phone, user.password);
    expect(back.response.statusCode).toBe(200);
    expect((await get('account/phone-number/verified', back.token)).json()).toBe(true);
    expectProblem(await post('account/undo-change', '', { key: keyIn(notice.body) }), 400, 'account/key-used');
    expectProblem(await post('account/undo-change', '', { key: 'not-a-key' }), 400, 'account/key-invalid');
  });

  it('holds the number against other accounts only until its time runs out', async () => {
    const holder = await buyerWithPhone();
    const national = mobile();
    expect((await putPhone(holder.token, national, holder.password)).statusCode).toBe(200);
    await post('account/verify/phone-number/init', holder.token);
    const code = keyIn((await lastMessageTo(api, e164(national))).body);

    const newcomer = { accountType: 'PERSONAL', phoneNumber: { indicator: '+225', telephone: national }, password: 'Newcomer2026', confirmPassword: 'Newcomer2026' };
    expectProblem(await registerAs(api, newcomer), 409, 'gm/account-already-used-with-credentials');
    const other = await activeBuyer(api);
    expectProblem(await putPhone(other.token, national, other.password), 409, 'gm/account-already-used-with-credentials');

    // The holder never typed the code in time: the number is free again.
    await api.database.db.update(accounts).set({ pendingPhoneExpiresAt: new Date(Date.now() - 1000) }).where(eq(accounts.pendingPhoneNumber, e164(national)));
    expect((await registerAs(api, newcomer)).statusCode).toBe(201);
    expectProblem(await get(`account/verify/phone-number/finish?key=${code}`, holder.token), 400, 'account/key-invalid');
    expect((await get('account/profile', holder.token)).json()).toMatchObject({ phoneNumber: { telephone: holder.phone.slice(4) }, pendingPhoneNumber: null });
  });
});

describe('a new email', () => {
  it('is told to the old address, whose link puts it back and ends every session', async () => {
    const user = await activeBuyer(api);
    const newEmail = `moved-${Date.now()}@example.com`;
    expect((await post('account/change-email', user.token, { email: newEmail, password: user.password })).statusCode).toBe(200);
    const notice = await lastMessageTo(api, user.email);
    expect(notice.kind).toBe('email-change-requested');
    expect((await get(`account/verify/email/finish?key=${keyIn((await lastMessageTo(api, newEmail)).body)}`)).statusCode).toBe(200);
    expect((await get('account', user.token)).json().email).toBe(newEmail);

    const undone = await post('account/undo-change', '', { key: keyIn(notice.body) });
    expect(undone.json()).toEqual({ reverted: 'EMAIL' });
    expectProblem(await get('account', user.token), 401, 'auth/unauthorized');
    expect((await signIn(api, newEmail, user.password)).response.statusCode).toBe(401);
    const back = await signIn(api, user.email, user.password);
    expect(back.response.statusCode).toBe(200);
    expect((await get('account/email/verified', back.token)).json()).toBe(true);
  });
});
