import { accounts } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { startSession } from './sessions.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

let api: TestApi;
let adminId: string;
/** A server-side session of the admin: a token is accepted only with a live one (sessions.ts). */
let adminSession: string;
beforeAll(async () => {
  api = await createTestApi();
  const [admin] = await api.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.login, 'admin'));
  adminId = String(admin?.id);
  adminSession = await startSession(api.database.db, Number(adminId), 600);
});
afterAll(() => api.close());

const signIn = (username: string, password: string, ip = '10.0.0.1') =>
  api.app.inject({ method: 'POST', url: '/store/api/v1/authenticate', payload: { username, password }, remoteAddress: ip });
const account = (token: string) => api.app.inject({ url: '/store/api/v1/account', headers: { authorization: `Bearer ${token}` } });

describe('POST /store/api/v1/authenticate', () => {
  it('signs in by login, email or phone number and the token loads the user', async () => {
    for (const username of ['buyer', 'BUYER@electromarche.demo', '+2250700000002']) {
      const response = await signIn(username, 'Buyer2026!', `10.0.1.${username.length}`);
      expect(response.statusCode, username).toBe(200);
      const user = (await account(response.json<{ id_token: string }>().id_token)).json();
      expect(user).toMatchObject({ login: 'buyer', accountType: 'PERSONAL', authorities: ['ROLE_USER'] });
    }
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await signIn('buyer', 'not-the-password', '10.0.2.1');
    const unknown = await signIn('nobody-at-all', 'whatever', '10.0.2.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('auth/bad-credentials');
    expect(unknown.json().code).toBe('auth/bad-credentials');
  });

  it('answers 429 after 10 attempts a minute from one address', async () => {
    const statuses: number[] = [];
    // Another login each time, so the per-login throttle (sign-in-throttle.ts) stays out of the way.
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await signIn(`nobody-${attempt}`, 'wrong', '10.0.3.3')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const last = await signIn('buyer', 'Buyer2026!', '10.0.3.3');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'request/too-many' });
  });

  it('rejects a malformed body with 400', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/store/api/v1/authenticate', payload: { username: '' }, remoteAddress: '10.0.4.4' });
    expect(response.statusCode).toBe(400);
  });
});

describe('bearer tokens', () => {
  const key = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-keys');
  const craft = (claims: { aud?: string; exp?: number; alg?: string }) =>
    new SignJWT({ login: 'admin', auth: ['ROLE_ADMIN', 'ROLE_USER'], sid: adminSession })
      .setProtectedHeader({ alg: claims.alg ?? 'HS256' })
      .setSubject(adminId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(claims.aud ?? TOKEN_AUDIENCE)
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key);

  it('refuses a guest, an alg:none token, a tampered signature, an expired token and a foreign audience', async () => {
    expect((await api.app.inject({ url: '/store/api/v1/account' })).statusCode).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: adminId, login: 'admin', auth: ['ROLE_ADMIN'], iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: 9999999999 })).toString('base64url');
    const good = await craft({});
    const [h, p, s] = good.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: '2', login: 'seller', auth: ['ROLE_ADMIN'], iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: 9999999999 })).toString('base64url')}.${s}`;
    for (const token of [`${header}.${payload}.`, tampered, await craft({ exp: Math.floor(Date.now() / 1000) - 60 }), await craft({ aud: 'another-app' }), `${h}.${p}.${'A'.repeat(s?.length ?? 10)}`]) {
      const response = await account(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth/unauthorized' });
    }
    expect((await account(good)).statusCode).toBe(200);
  });

  it('GET authenticate returns the login of the bearer', async () => {
    const token = await craft({});
    const response = await api.app.inject({ url: '/store/api/v1/authenticate', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toEqual({ login: 'admin' });
  });
});
