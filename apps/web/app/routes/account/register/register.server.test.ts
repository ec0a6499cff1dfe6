import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client.server.ts';
import { register } from './register.server.ts';

/** The typed client over a fake API that answers every call with `status` and `body`, recording requests. */
function fakeApi(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  const api = createApiClient({
    baseUrl: 'http://store.test',
    language: 'fr',
    fetch: async (url, init) => {
      calls.push({ url, body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
    },
  });
  return { api, calls };
}

const problem = (status: number, code: string, errors?: { path: string; message: string }[]) => ({ type: 'about:blank', title: 'x', status, code, ...(errors ? { errors } : {}) });

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The status and body of an action's answer. */
async function answer(result: Promise<{ data: unknown; init: ResponseInit | null }>) {
  const { data, init } = await result;
  return { status: init?.status, body: data };
}

const seller = {
  accountType: 'PROFESSIONAL',
  shopName: 'Awa Tech',
  city: 'Abidjan',
  firstname: 'Awa',
  'phoneNumber.indicator': '+225',
  'phoneNumber.telephone': '07 11 22 33 44',
  password: 'Abidjan2026',
  confirmPassword: 'Abidjan2026',
};

describe('register (the sign-up action)', () => {
  it('sends the seller with the page language and currency, and tells where the key went', async () => {
    const { api, calls } = fakeApi(201, { login: 'awa', notifyBy: 'SMS', sentTo: '+225********44' });
    expect(await answer(register(api, form(seller), 'en', 'EUR'))).toEqual({ status: 201, body: { sent: { login: 'awa', notifyBy: 'SMS', sentTo: '+225********44' } } });
    expect(calls[0]?.url).toBe('http://store.test/store/api/v1/register');
    expect(calls[0]?.body).toMatchObject({ accountType: 'PROFESSIONAL', shopName: 'Awa Tech', city: 'Abidjan', langKey: 'en', currency: 'EUR', phoneNumber: { indicator: '+225', telephone: '07 11 22 33 44' } });
  });

  it('drops shop fields of a buyer, an empty email and a dial code without a number', async () => {
    const { api, calls } = fakeApi(201, { login: 'awa', notifyBy: 'EMAIL', sentTo: 'x' });
    await register(api, form({ ...seller, accountType: 'PERSONAL', email: 'awa@example.test', 'phoneNumber.telephone': '' }), 'fr', 'CFA');
    expect(calls[0]?.body).not.toHaveProperty('shopName');
    expect(calls[0]?.body).not.toHaveProperty('phoneNumber');
    await register(api, form({ ...seller, accountType: 'PERSONAL', email: '' }), 'fr', 'CFA');
    expect(calls[1]?.body).not.toHaveProperty('email');
  });

  it('asks for a phone number or an email when both are left empty', async () => {
    const { api, calls } = fakeApi(201, {});
    const { status, body } = await answer(register(api, form({ ...seller, 'phoneNumber.telephone': '', email: ' ' }), 'fr', 'CFA'));
    expect(calls).toHaveLength(0);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { phoneNumber: ['account/contact-required'] } });
  });

  it('shows a mismatch on the confirmation without calling the API, and never sends the passwords back', async () => {
    const { api, calls } = fakeApi(201, {});
    const { status, body } = await answer(register(api, form({ ...seller, confirmPassword: 'Abidjan2025' }), 'fr', 'CFA'));
    expect(calls).toHaveLength(0);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { confirmPassword: ['nopasswordmatch'] }, initialValue: { firstname: 'Awa' } });
    expect(JSON.stringify(body)).not.toContain('Abidjan202');
  });

  it.each([
    ['gm/email-already-used', 'email'],
    ['gm/account-already-used-with-credentials', 'phoneNumber'],
  ])('puts %s next to the %s field and keeps what was typed', async (code, field) => {
    const { api } = fakeApi(409, problem(409, code));
    const { status, body } = await answer(register(api, form({ ...seller, email: 'awa@example.test' }), 'fr', 'CFA'));
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { [field]: [code] }, initialValue: { email: 'awa@example.test', shopName: 'Awa Tech' } });
    expect(JSON.stringify(body)).not.toContain('Abidjan202');
  });

  it('shows a taken login and throttling above the form, and field errors of a 400 on their fields', async () => {
    expect(await answer(register(fakeApi(409, problem(409, 'gm/login-already-used')).api, form(seller), 'fr', 'CFA'))).toMatchObject({ status: 409, body: { error: { '': ['gm/login-already-used'] } } });
    expect(await answer(register(fakeApi(429, problem(429, 'request/too-many')).api, form(seller), 'fr', 'CFA'))).toMatchObject({ status: 429, body: { error: { '': ['request/too-many'] } } });
    const invalid = await answer(register(fakeApi(400, problem(400, 'request/invalid', [{ path: 'body.phoneNumber.telephone', message: 'phone/invalid' }])).api, form(seller), 'fr', 'CFA'));
    expect(invalid).toMatchObject({ status: 400, body: { error: { 'phoneNumber.telephone': ['phone/invalid'] } } });
  });
});

describe('register: a password the server refuses as too common', () => {
  it('shows the translated reason on the password field', async () => {
    const { api } = fakeApi(400, problem(400, 'password/too-common'));
    expect(await answer(register(api, form(seller), 'fr', 'CFA'))).toMatchObject({ status: 400, body: { error: { password: ['password/too-common'] } } });
  });
});
