import { signInThrottles } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, freshIp, signIn, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { activeBuyer, keyIn, lastMessageTo } from '../registration/registration-test-helpers.ts';
import { FREE_SIGN_IN_ATTEMPTS, signInKey } from './sign-in-throttle.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** As if the current lockout of `username` had run out. */
const endLockout = (username: string) =>
  api.database.db.update(signInThrottles).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(signInThrottles.keyHash, signInKey(username)));

/** Wrong passwords for `username`, each from an address of its own (the per-address limit never applies). */
async function fail(username: string, times: number) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt++) statuses.push((await signIn(api, username, `wrong-${attempt}`)).response.statusCode);
  return statuses;
}

describe('sign-in throttle per identifier', () => {
  it('locks an account after 5 wrong passwords from 5 addresses, even for the right password, with Retry-After', async () => {
    expect(await fail('seller', FREE_SIGN_IN_ATTEMPTS)).toEqual(Array(FREE_SIGN_IN_ATTEMPTS).fill(401));
    const { response } = await signIn(api, 'seller', 'Seller2026!');
    expectProblem(response, 429, 'auth/too-many-attempts');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts the email, the login in capitals and the phone number with spaces as what the lookup reads', async () => {
    expect(signInKey(' Manager ')).toBe(signInKey('manager'));
    expect(signInKey('+225 07 00 00 00 02')).toBe(signInKey('+2250700000002'));
    expect(signInKey('buyer@electromarche.demo')).not.toBe(signInKey('buyer'));
  });

  it('grows the lockout after each further failure: 1 minute, then 2, 4 and 8', async () => {
    await fail('manager', FREE_SIGN_IN_ATTEMPTS);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const locked = (await signIn(api, 'manager', 'wrong')).response;
      expect(locked.statusCode).toBe(429);
      waits.push(Number(locked.headers['retry-after']));
      await endLockout('manager');
      // Once the lockout is over, one more try; a failure locks again, for longer.
      expect(await fail('manager', 1)).toEqual([401]);
    }
    const locked = (await signIn(api, 'manager', 'wrong')).response;
    waits.push(Number(locked.headers['retry-after']));
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits.slice(1).map((wait) => Math.round(wait / 60))).toEqual([2, 4, 8]);
  });

  it('throttles an unknown login exactly like an account, so a lockout reveals nothing', async () => {
    const known = await fail('buyer@electromarche.demo', FREE_SIGN_IN_ATTEMPTS + 1);
    const unknown = await fail('nobody-here@example.com', FREE_SIGN_IN_ATTEMPTS + 1);
    expect(unknown).toEqual(known);
    expect(unknown.at(-1)).toBe(429);
    const [a, b] = await Promise.all([signIn(api, 'buyer@electromarche.demo', 'x'), signIn(api, 'nobody-here@example.com', 'x')]);
    expect(a.response.json()).toMatchObject({ code: 'auth/too-many-attempts' });
    expect(b.response.json()).toMatchObject({ code: 'auth/too-many-attempts' });
    expect(Math.abs(Number(a.response.headers['retry-after']) - Number(b.response.headers['retry-after']))).toBeLessThanOrEqual(2);
  });

  it('starts over after a successful sign-in', async () => {
    expect(await fail('admin', FREE_SIGN_IN_ATTEMPTS - 1)).toEqual(Array(FREE_SIGN_IN_ATTEMPTS - 1).fill(401));
    expect((await signIn(api, 'admin', 'Admin2026!')).response.statusCode).toBe(200);
    expect(await fail('admin', FREE_SIGN_IN_ATTEMPTS - 1)).toEqual(Array(FREE_SIGN_IN_ATTEMPTS - 1).fill(401));
    expect((await signIn(api, 'admin', 'Admin2026!')).response.statusCode).toBe(200);
  });

  it('ends the lockouts of an account whose owner resets the password', async () => {
    const { login, email } = await activeBuyer(api);
    await fail(login, FREE_SIGN_IN_ATTEMPTS);
    await fail(email, FREE_SIGN_IN_ATTEMPTS);
    expect((await signIn(api, email, 'x')).response.statusCode).toBe(429);
    await api.app.inject({ method: 'POST', url: `${STORE}/account/reset-password/init`, payload: { notifyBy: 'EMAIL', mail: email }, remoteAddress: freshIp() });
    const key = keyIn((await lastMessageTo(api, email)).body);
    const reset = await api.app.inject({ method: 'POST', url: `${STORE}/account/reset-password/finish`, payload: { key, newPassword: 'Unlocked-mango-47', notifyBy: 'EMAIL' }, remoteAddress: freshIp() });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(api, login, 'Unlocked-mango-47')).response.statusCode).toBe(200);
    expect((await signIn(api, email, 'Unlocked-mango-47')).response.statusCode).toBe(200);
  });

  it('lets only the allowed attempts through a burst of parallel guesses', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn(api, 'shop-burst-target', `guess-${index}`)));
    const statuses = burst.map(({ response }) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_SIGN_IN_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - FREE_SIGN_IN_ATTEMPTS);
  });
});
