import type { AuditEntry } from '@store/contracts/admin';
import type { AdminCurrency, AdminSettings } from '@store/contracts/admin-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/*
 * Issue #15 items 8 and 9: the USD rate and the platform token are read by operators, changed
 * by administrators only, checked (nothing stored on bad input), kept with their history and
 * audited; a new rate counts for the next conversion.
 */

let api: TestApi;
let admin: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  api = await createTestApi();
  [admin, manager] = await Promise.all([authHeaders(api, 'admin', 'Admin2026!'), authHeaders(api, 'manager', 'Manager2026!')]);
});
afterAll(() => api.close());

const timeline = async (key: string) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/setting/${key}?size=100`, headers: admin })).json<AuditEntry[]>();
const putRate = (payload: unknown, headers = admin) => api.app.inject({ method: 'PUT', url: `${STORE}/admin/currency`, headers, payload: payload as Record<string, unknown> });
const putToken = (payload: unknown, headers = admin) => api.app.inject({ method: 'PUT', url: `${STORE}/admin/settings/platform-token`, headers, payload: payload as Record<string, unknown> });
const currency = async (headers = admin) => (await api.app.inject({ url: `${STORE}/admin/currency`, headers })).json<AdminCurrency>();
const convert = async (amount: number) => (await api.app.inject({ url: `${STORE}/price/convert?from=USD&to=CFA&amount=${amount}` })).json<{ amount: number }>().amount;

describe('the USD rate', () => {
  it('shows managers the fixed EUR peg and the USD rate read-only: changing it is 403, logged, and nothing changes', async () => {
    const before = await currency(manager);
    expect(before).toMatchObject({ xofPerEur: '655.957', xofPerUsd: '600', history: [] });
    expectProblem(await putRate({ xofPerUsd: '650' }, manager), 403, 'auth/forbidden');
    expect((await timeline('xof_per_usd'))[0]).toMatchObject({ action: 'setting.usd-rate', outcome: 'DENIED', actorLogin: 'manager' });
    expect(await currency()).toEqual(before);
  });

  it('refuses buyers and sellers every settings call with 403', async () => {
    for (const [login, password] of [
      ['buyer', 'Buyer2026!'],
      ['seller', 'Seller2026!'],
    ] as const) {
      const headers = await authHeaders(api, login, password);
      for (const response of [
        await api.app.inject({ url: `${STORE}/admin/currency`, headers }),
        await putRate({ xofPerUsd: '650' }, headers),
        await api.app.inject({ url: `${STORE}/admin/settings`, headers }),
        await putToken({ platformToken: 'my-own-app' }, headers),
      ])
        expectProblem(response, 403, 'auth/forbidden');
    }
    expectProblem(await api.app.inject({ url: `${STORE}/admin/currency` }), 401, 'auth/unauthorized');
    expect((await currency()).xofPerUsd).toBe('600');
  });

  it('refuses a rate of zero or below, text, an absurd value or too many decimals with its code, storing nothing but the attempt', async () => {
    const cases: [unknown, string][] = [
      [{ xofPerUsd: '0' }, 'currency/rate-not-positive'],
      [{ xofPerUsd: '-605' }, 'currency/rate-not-positive'],
      [{ xofPerUsd: 'abc' }, 'currency/rate-invalid'],
      [{ xofPerUsd: '6e2' }, 'currency/rate-invalid'],
      [{ xofPerUsd: '' }, 'currency/rate-invalid'],
      [{ xofPerUsd: 605 }, 'currency/rate-invalid'],
      [{}, 'currency/rate-invalid'],
      [{ xofPerUsd: '60000' }, 'currency/rate-out-of-range'],
      [{ xofPerUsd: '5' }, 'currency/rate-out-of-range'],
      [{ xofPerUsd: '605.1234567' }, 'currency/rate-too-precise'],
      [{ xofPerUsd: '605', note: 'x'.repeat(201) }, 'settings/note-too-long'],
    ];
    for (const [payload, code] of cases) {
      const problem = expectProblem(await putRate(payload), 400, 'request/invalid');
      expect(problem.errors?.map((issue) => issue.message), JSON.stringify(payload)).toContain(code);
    }
    expect(await currency()).toMatchObject({ xofPerUsd: '600', history: [] });
    expect(await convert(100)).toBe(600);
    const failed = (await timeline('xof_per_usd')).filter((entry) => entry.outcome === 'FAILED');
    expect(failed).toHaveLength(cases.length);
    expect(failed[0]).toMatchObject({ action: 'setting.usd-rate', actorLogin: 'admin', after: { issues: [{ path: 'body.note', code: 'settings/note-too-long' }] } });
  });

  it('stores a new rate with who, when and a note, newest first; the next conversion uses it; the change is audited', async () => {
    const first = await putRate({ xofPerUsd: '612,50', note: 'Central bank, Monday' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json<AdminCurrency>()).toMatchObject({ xofPerUsd: '612.5', history: [{ value: '612.5', previous: '600', note: 'Central bank, Monday', actorLogin: 'admin' }] });
    expect(await convert(100)).toBe(613);
    expect((await api.app.inject({ url: `${STORE}/price/rates` })).json()).toEqual({ xofPerEur: '655.957', xofPerUsd: '612.5' });

    const second = (await putRate({ xofPerUsd: '590.25' })).json<AdminCurrency>();
    expect(second.history.map((change) => [change.value, change.previous, change.note])).toEqual([
      ['590.25', '612.5', null],
      ['612.5', '600', 'Central bank, Monday'],
    ]);
    expect(Date.parse(second.history[0]?.changedDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await convert(1000)).toBe(5903);
    expect((await currency(manager)).history).toHaveLength(2);
    const [change] = (await timeline('xof_per_usd')).filter((entry) => entry.outcome === 'SUCCESS');
    expect(change).toMatchObject({ entityType: 'setting', action: 'setting.usd-rate', actorLogin: 'admin', before: { value: '612.5' }, after: { value: '590.25' } });
  });
});

describe('the platform token', () => {
  const footerHiddenFor = async () => (await api.app.inject({ url: `${STORE}/settings/platform` })).json<{ footerHiddenFor: string }>().footerHiddenFor;

  it('is the store app’s value until an administrator sets another; managers read it and get 403 changing it', async () => {
    expect(await footerHiddenFor()).toBe('electromarche-app');
    const read = (await api.app.inject({ url: `${STORE}/admin/settings`, headers: manager })).json<AdminSettings>();
    expect(read).toEqual({ platformToken: 'electromarche-app', defaultPlatformToken: 'electromarche-app', history: [] });
    expectProblem(await putToken({ platformToken: 'manager-app' }, manager), 403, 'auth/forbidden');
    expect(await footerHiddenFor()).toBe('electromarche-app');
  });

  it('refuses a token too short, too long or with other characters, storing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ platformToken: 'ab' }, 'settings/platform-token-length'],
      [{ platformToken: 'a'.repeat(65) }, 'settings/platform-token-length'],
      [{ platformToken: 'a'.repeat(10_000) }, 'settings/platform-token-length'],
      [{}, 'settings/platform-token-length'],
      [{ platformToken: 'my app' }, 'settings/platform-token-invalid'],
      [{ platformToken: 'app;platform=x' }, 'settings/platform-token-invalid'],
      [{ platformToken: 'électro' }, 'settings/platform-token-invalid'],
    ];
    for (const [payload, code] of cases) {
      const problem = expectProblem(await putToken(payload), 400, 'request/invalid');
      expect(problem.errors?.map((issue) => issue.message), JSON.stringify(payload).slice(0, 80)).toContain(code);
    }
    expect(await footerHiddenFor()).toBe('electromarche-app');
  });

  it('stores a new token with its history, serves it to the page server and audits the change', async () => {
    const saved = await putToken({ platformToken: 'electromarche-app-v2', note: 'App 2.0' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminSettings>()).toMatchObject({ platformToken: 'electromarche-app-v2', history: [{ value: 'electromarche-app-v2', previous: null, note: 'App 2.0', actorLogin: 'admin' }] });
    expect(await footerHiddenFor()).toBe('electromarche-app-v2');
    const [change] = (await timeline('platform_token')).filter((entry) => entry.outcome === 'SUCCESS');
    expect(change).toMatchObject({ action: 'setting.platform-token', before: { value: 'electromarche-app' }, after: { value: 'electromarche-app-v2', note: 'App 2.0' } });
  });
});
