import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectProblem, freshIp, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { activeBuyer, keyIn, lastMessageTo, registerAs } from './registration-test-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('common passwords are refused', () => {
  it('at registration, though they pass the length, letter and digit rules', async () => {
    const email = `common-${Date.now()}@example.com`;
    const response = await registerAs(api, { accountType: 'PERSONAL', email, password: 'Password1', confirmPassword: 'Password1', firstname: 'Awa', langKey: 'fr' });
    expectProblem(response, 400, 'password/too-common');
    // Nothing was created: the address is still free.
    expect((await registerAs(api, { accountType: 'PERSONAL', email, password: 'mango-Taxi-47', confirmPassword: 'mango-Taxi-47', firstname: 'Awa', langKey: 'fr' })).statusCode).toBe(201);
  });

  it('when a reset key sets a new password, and the key still works for a good one', async () => {
    const { email } = await activeBuyer(api);
    await api.app.inject({ method: 'POST', url: `${STORE}/account/reset-password/init`, payload: { notifyBy: 'EMAIL', mail: email }, remoteAddress: freshIp() });
    const key = keyIn((await lastMessageTo(api, email)).body);
    const finish = (newPassword: string) => api.app.inject({ method: 'POST', url: `${STORE}/account/reset-password/finish`, payload: { key, newPassword, notifyBy: 'EMAIL' }, remoteAddress: freshIp() });
    expectProblem(await finish('qwerty123'), 400, 'password/too-common');
    expect((await finish('Reset-mango-47')).statusCode).toBe(200);
  });

  it('when a signed-in user changes the password', async () => {
    const { token, password } = await activeBuyer(api);
    const change = (newPassword: string) =>
      api.app.inject({ method: 'POST', url: `${STORE}/account/change-password`, headers: bearer(token), payload: { currentPassword: password, newPassword }, remoteAddress: freshIp() });
    expectProblem(await change('azerty123'), 400, 'password/too-common');
    expect((await change('Change-mango-47')).statusCode).toBe(200);
  });
});
