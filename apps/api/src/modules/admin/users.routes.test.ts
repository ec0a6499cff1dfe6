import type { AdminUser, AdminUserDetail, AuditEntry } from '@store/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, bearer, expectProblem, signIn, STORE, tokenOf } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let admin: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  api = await createTestApi();
  [admin, manager] = await Promise.all([authHeaders(api, 'admin', 'Admin2026!'), authHeaders(api, 'manager', 'Manager2026!')]);
});
afterAll(() => api.close());

const userId = async (login: string) => {
  const found = (await api.app.inject({ url: `${STORE}/admin/users?query=${login}`, headers: admin })).json<AdminUser[]>();
  const user = found.find((candidate) => candidate.login === login);
  if (!user) throw new Error(`no user ${login}`);
  return user.id;
};

/** The newest audit rows about an entity, read as an administrator. */
const timeline = async (entityType: string, entityId: number | string) =>
  (await api.app.inject({ url: `${STORE}/admin/audit/entities/${entityType}/${entityId}`, headers: admin })).json<AuditEntry[]>();

describe('admin users', () => {
  it('searches by login, email, name, phone and shop; filters by role, type and status; pages with X-Total-Count', async () => {
    const bySeller = await api.app.inject({ url: `${STORE}/admin/users?query=Abidjan%20Digital`, headers: manager });
    expect(bySeller.statusCode).toBe(200);
    expect(bySeller.json<AdminUser[]>().map((user) => user.login)).toContain('seller');
    const byPhone = (await api.app.inject({ url: `${STORE}/admin/users?query=0700000002`, headers: manager })).json<AdminUser[]>();
    expect(byPhone.map((user) => user.login)).toEqual(['buyer']);
    const managers = await api.app.inject({ url: `${STORE}/admin/users?role=ROLE_MANAGER&size=1`, headers: admin });
    expect(managers.headers['x-total-count']).toBe('1');
    expect(managers.json<AdminUser[]>()[0]).toMatchObject({ login: 'manager', status: 'ACTIVE', authorities: expect.arrayContaining(['ROLE_MANAGER']) });
    const sellers = (await api.app.inject({ url: `${STORE}/admin/users?accountType=PROFESSIONAL&size=100`, headers: admin })).json<AdminUser[]>();
    expect(sellers.length).toBeGreaterThan(5);
    expect(sellers.every((user) => user.accountType === 'PROFESSIONAL')).toBe(true);
    const deactivated = await api.app.inject({ url: `${STORE}/admin/users?status=DEACTIVATED`, headers: admin });
    expect(deactivated.json()).toEqual([]);
    expectProblem(await api.app.inject({ url: `${STORE}/admin/users?role=ROLE_KING`, headers: admin }), 400, 'request/invalid');
    expectProblem(await api.app.inject({ url: `${STORE}/admin/users?size=1000`, headers: admin }), 400, 'request/invalid');
  });

  it('shows one user with orders and shop; 404 for an unknown one, 400 for a bad id', async () => {
    const seller = (await api.app.inject({ url: `${STORE}/admin/users/${await userId('seller')}`, headers: manager })).json<AdminUserDetail>();
    expect(seller.shop).toMatchObject({ name: 'Abidjan Digital', slug: expect.any(String) });
    expect(seller.shop?.published).toBeGreaterThan(0);
    const buyer = (await api.app.inject({ url: `${STORE}/admin/users/${await userId('buyer')}`, headers: manager })).json<AdminUserDetail>();
    expect(buyer).toMatchObject({ login: 'buyer', shop: null, orderCount: expect.any(Number) });
    expect(buyer).not.toHaveProperty('passwordHash');
    expectProblem(await api.app.inject({ url: `${STORE}/admin/users/999999`, headers: admin }), 404, 'resource/not-found');
    expectProblem(await api.app.inject({ url: `${STORE}/admin/users/abc`, headers: admin }), 400, 'request/invalid');
  });

  it('refuses buyers and sellers every admin operation with 403, and logs each attempt', async () => {
    const buyerId = await userId('buyer');
    for (const [login, password] of [
      ['buyer', 'Buyer2026!'],
      ['seller', 'Seller2026!'],
    ] as const) {
      const headers = await authHeaders(api, login, password);
      const calls = [
        api.app.inject({ url: `${STORE}/admin/users`, headers }),
        api.app.inject({ url: `${STORE}/admin/users/${buyerId}`, headers }),
        api.app.inject({ method: 'PUT', url: `${STORE}/admin/users/${buyerId}/roles`, headers, payload: { authorities: ['ROLE_ADMIN'] } }),
        api.app.inject({ method: 'POST', url: `${STORE}/admin/users/${buyerId}/deactivate`, headers }),
        api.app.inject({ method: 'POST', url: `${STORE}/admin/users/${buyerId}/reactivate`, headers }),
        api.app.inject({ url: `${STORE}/admin/audit`, headers }),
        api.app.inject({ url: `${STORE}/admin/audit/export.csv`, headers }),
        api.app.inject({ url: `${STORE}/admin/dashboard`, headers }),
        api.app.inject({ url: `${STORE}/admin/operators`, headers }),
      ];
      for (const response of await Promise.all(calls)) expectProblem(response, 403, 'auth/forbidden');
      const denied = (await api.app.inject({ url: `${STORE}/admin/audit?actor=${login}&outcome=DENIED&size=100`, headers: admin })).json<AuditEntry[]>();
      expect(denied).toHaveLength(calls.length);
      expect(denied.find((entry) => entry.action === 'account.roles')).toMatchObject({ entityType: 'account', entityId: String(buyerId), outcome: 'DENIED', actorLogin: login });
      expect(denied.find((entry) => entry.entityId === 'GET /store/api/v1/admin/dashboard')).toMatchObject({ entityType: 'route', action: 'call' });
    }
    const roles = (await api.app.inject({ url: `${STORE}/admin/users/${buyerId}`, headers: admin })).json<AdminUserDetail>().authorities;
    expect(roles).toEqual(['ROLE_USER']);
    expectProblem(await api.app.inject({ url: `${STORE}/admin/users` }), 401, 'auth/unauthorized');
  });

  it('lets only an administrator change roles: a manager gets 403, logged, and nothing changes', async () => {
    const buyerId = await userId('buyer');
    expectProblem(await api.app.inject({ method: 'PUT', url: `${STORE}/admin/users/${buyerId}/roles`, headers: manager, payload: { authorities: ['ROLE_MANAGER'] } }), 403, 'auth/forbidden');
    const [refused] = await timeline('account', buyerId);
    expect(refused).toMatchObject({ action: 'account.roles', outcome: 'DENIED', actorLogin: 'manager', actorRoles: expect.arrayContaining(['ROLE_MANAGER']), requestId: expect.any(String) });

    const granted = await api.app.inject({ method: 'PUT', url: `${STORE}/admin/users/${buyerId}/roles`, headers: { ...admin, 'x-request-id': 'support-ticket-42' }, payload: { authorities: ['ROLE_MANAGER'] }, remoteAddress: '203.0.113.7' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<AdminUserDetail>().authorities).toEqual(['ROLE_USER', 'ROLE_MANAGER']);
    const [change] = await timeline('account', buyerId);
    expect(change).toMatchObject({
      action: 'account.roles',
      outcome: 'SUCCESS',
      actorLogin: 'admin',
      clientAddress: '203.0.113.7',
      requestId: 'support-ticket-42',
      before: { authorities: ['ROLE_USER'] },
      after: { authorities: ['ROLE_USER', 'ROLE_MANAGER'] },
    });
    // The role counts at once, on the buyer's existing token.
    const buyer = await authHeaders(api, 'buyer', 'Buyer2026!');
    expect((await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: buyer })).statusCode).toBe(200);
    const taken = await api.app.inject({ method: 'PUT', url: `${STORE}/admin/users/${buyerId}/roles`, headers: admin, payload: { authorities: [] } });
    expect(taken.json<AdminUserDetail>().authorities).toEqual(['ROLE_USER']);
    expectProblem(await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: buyer }), 403, 'auth/forbidden');
  });

  it('refuses bad roles, seller roles against the account type and an administrator’s own roles, storing nothing', async () => {
    const buyerId = await userId('buyer');
    const before = (await timeline('account', buyerId)).length;
    const put = (id: number, payload: Record<string, unknown>) => api.app.inject({ method: 'PUT', url: `${STORE}/admin/users/${id}/roles`, headers: admin, payload });
    expectProblem(await put(buyerId, { authorities: ['ROLE_KING'] }), 400, 'request/invalid');
    expectProblem(await put(buyerId, { authorities: 'ROLE_ADMIN' }), 400, 'request/invalid');
    expectProblem(await put(buyerId, {}), 400, 'request/invalid');
    const seller = expectProblem(await put(buyerId, { authorities: ['ROLE_SELLER'] }), 400, 'request/invalid');
    expect(seller.errors).toEqual([{ path: 'body.authorities', message: 'admin/role-invalid' }]);
    expectProblem(await put(await userId('admin'), { authorities: ['ROLE_MANAGER'] }), 409, 'admin/own-account');
    expectProblem(await put(999_999, { authorities: [] }), 404, 'resource/not-found');
    expect(await timeline('account', buyerId)).toHaveLength(before);
    expect((await api.app.inject({ url: `${STORE}/admin/users/${buyerId}`, headers: admin })).json<AdminUserDetail>().authorities).toEqual(['ROLE_USER']);
  });

  it('deactivation ends every session at once and refuses sign-in; reactivation lets the user back in', async () => {
    const id = await userId('lome-connect');
    const first = await tokenOf(api, 'lome-connect', 'Shop2026!');
    const second = await tokenOf(api, 'lome-connect', 'Shop2026!');
    expect((await api.app.inject({ url: `${STORE}/account`, headers: bearer(first) })).statusCode).toBe(200);

    const deactivated = await api.app.inject({ method: 'POST', url: `${STORE}/admin/users/${id}/deactivate`, headers: manager });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json<AdminUserDetail>()).toMatchObject({ status: 'DEACTIVATED', sessions: 0, deactivatedDate: expect.any(String) });
    for (const token of [first, second]) expectProblem(await api.app.inject({ url: `${STORE}/account`, headers: bearer(token) }), 401, 'auth/unauthorized');
    expectProblem((await signIn(api, 'lome-connect', 'Shop2026!')).response, 403, 'auth/account-deactivated');
    expect((await api.app.inject({ url: `${STORE}/admin/users?status=DEACTIVATED`, headers: admin })).json<AdminUser[]>().map((user) => user.login)).toEqual(['lome-connect']);

    const [failedSignIn] = await timeline('session', id);
    expect(failedSignIn).toMatchObject({ action: 'sign-in', outcome: 'FAILED', actorLogin: 'lome-connect', after: { code: 'auth/account-deactivated' } });
    const [deactivation] = (await timeline('account', id)).filter((entry) => entry.action === 'account.deactivate');
    expect(deactivation).toMatchObject({ actorLogin: 'manager', before: { deactivatedDate: null }, after: { sessionsEnded: 2 } });

    const reactivated = await api.app.inject({ method: 'POST', url: `${STORE}/admin/users/${id}/reactivate`, headers: manager });
    expect(reactivated.json<AdminUserDetail>()).toMatchObject({ status: 'ACTIVE', deactivatedDate: null });
    expect((await signIn(api, 'lome-connect', 'Shop2026!')).token).not.toBe('');
    expect((await timeline('account', id))[0]).toMatchObject({ action: 'account.reactivate', outcome: 'SUCCESS' });
  });

  it('keeps managers off operators’ accounts and everyone off their own', async () => {
    const adminId = await userId('admin');
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/admin/users/${adminId}/deactivate`, headers: manager }), 403, 'auth/forbidden');
    expect((await timeline('account', adminId))[0]).toMatchObject({ action: 'account.deactivate', outcome: 'DENIED', actorLogin: 'manager' });
    expect((await api.app.inject({ url: `${STORE}/account`, headers: admin })).statusCode).toBe(200);
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/admin/users/${adminId}/deactivate`, headers: admin }), 409, 'admin/own-account');
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/admin/users/999999/deactivate`, headers: admin }), 404, 'resource/not-found');
  });
});
