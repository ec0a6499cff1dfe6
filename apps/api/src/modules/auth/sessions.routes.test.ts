import { accounts } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectProblem, freshIp, STORE, tokenOf } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { activeBuyer, keyIn, lastMessageTo } from '../registration/registration-test-helpers.ts';

/*
 * Sessions end on the server (decision 33): a token is accepted only while its session row
 * lives, so logout, a password change or reset, and closing or deactivating the account make
 * older tokens answer 401.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const me = (token: string) => api.app.inject({ url: `${STORE}/account`, headers: bearer(token), remoteAddress: freshIp() });
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: `${STORE}/${url}`, headers: token ? bearer(token) : {}, payload, remoteAddress: freshIp() });

describe('POST /store/api/v1/logout', () => {
  it('ends the session on the server: the same token answers 401 afterwards, another session lives on', async () => {
    const user = await activeBuyer(api);
    const laptop = await tokenOf(api, user.login, user.password);
    expect((await me(user.token)).statusCode).toBe(200);

    const out = await post('logout', user.token);
    expect(out.statusCode).toBe(204);
    expectProblem(await me(user.token), 401, 'auth/unauthorized');
    // A copied cookie or bearer token is no way back in, not even to log out again.
    expectProblem(await post('logout', user.token), 401, 'auth/unauthorized');
    expect((await me(laptop)).statusCode).toBe(200);
    expectProblem(await post('logout', ''), 401, 'auth/unauthorized');
  });
});

describe('password change and reset', () => {
  it('a password change ends every other session and keeps the one that changed it', async () => {
    const user = await activeBuyer(api);
    const other = await tokenOf(api, user.login, user.password);
    const changed = await post('account/change-password', user.token, { currentPassword: user.password, newPassword: 'Changed2026x' });
    expect(changed.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
    expectProblem(await me(other), 401, 'auth/unauthorized');
  });

  it('a password reset ends every session', async () => {
    const user = await activeBuyer(api);
    const other = await tokenOf(api, user.login, user.password);
    expect((await post('account/reset-password/init', '', { mail: user.email, notifyBy: 'EMAIL' })).statusCode).toBe(200);
    const key = keyIn((await lastMessageTo(api, user.email)).body);
    expect((await post('account/reset-password/finish', '', { key, newPassword: 'Reset2026xy', notifyBy: 'EMAIL' })).statusCode).toBe(200);
    for (const token of [user.token, other]) expectProblem(await me(token), 401, 'auth/unauthorized');
    expect((await me(await tokenOf(api, user.login, 'Reset2026xy'))).statusCode).toBe(200);
  });
});

describe('accounts that are closed, deactivated or gone', () => {
  it('closing the account ends its sessions', async () => {
    const user = await activeBuyer(api);
    const other = await tokenOf(api, user.login, user.password);
    const closed = await api.app.inject({ method: 'DELETE', url: `${STORE}/account`, headers: bearer(user.token), payload: { reason: 'OTHER' }, remoteAddress: freshIp() });
    expect(closed.statusCode).toBe(204);
    // Any route, not only the ones that read the account row.
    const orders = await api.app.inject({ url: `${STORE}/products/orders`, headers: bearer(other), remoteAddress: freshIp() });
    expectProblem(orders, 401, 'auth/unauthorized');
  });

  it('a deactivated account and an account that no longer exists answer 401, on every route', async () => {
    const deactivated = await activeBuyer(api);
    await api.database.db.update(accounts).set({ activated: false }).where(eq(accounts.login, deactivated.login));
    expectProblem(await me(deactivated.token), 401, 'auth/unauthorized');
    expectProblem(await api.app.inject({ url: `${STORE}/products/orders`, headers: bearer(deactivated.token), remoteAddress: freshIp() }), 401, 'auth/unauthorized');

    const gone = await activeBuyer(api);
    await api.database.db.delete(accounts).where(eq(accounts.login, gone.login));
    expectProblem(await me(gone.token), 401, 'auth/unauthorized');
    expectProblem(await post('account/change-password', gone.token, { currentPassword: gone.password, newPassword: 'Another2026x' }), 401, 'auth/unauthorized');
  });

  it('takes the roles from the account, so a role taken away counts at once', async () => {
    const token = await tokenOf(api, 'manager', 'Manager2026!');
    expect((await api.app.inject({ url: `${STORE}/admin/outbox?size=1`, headers: bearer(token), remoteAddress: freshIp() })).statusCode).toBe(200);
    await api.database.db.update(accounts).set({ authorities: ['ROLE_USER'] }).where(eq(accounts.login, 'manager'));
    try {
      expectProblem(await api.app.inject({ url: `${STORE}/admin/outbox?size=1`, headers: bearer(token), remoteAddress: freshIp() }), 403, 'auth/forbidden');
    } finally {
      await api.database.db.update(accounts).set({ authorities: ['ROLE_MANAGER', 'ROLE_USER'] }).where(eq(accounts.login, 'manager'));
    }
  });
});
