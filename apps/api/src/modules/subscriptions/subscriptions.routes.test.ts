import type { NotificationsResponse } from '@store/contracts/inbox';
import { editableBody, type SellerProduct } from '@store/contracts/seller-products';
import type { ActiveSubscription, PlanOffer } from '@store/contracts/subscriptions';
import { inboxNotifications, subscriptions } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
import { approveInSandbox } from '../../test-support/payments.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { remindExpiringPlans } from './subscriptions.service.ts';

let api: TestApi;
const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await createTestApi();
  const logins = ['bamako-phone-center', 'cocody-gaming-zone', 'teranga-high-tech', 'douala-smart-shop', 'lome-connect'];
  const signedIn = await Promise.all([...logins.map((login) => authHeaders(api, login, 'Shop2026!')), authHeaders(api, 'buyer', 'Buyer2026!')]);
  logins.forEach((login, index) => (headers[login] = signedIn[index] ?? {}));
  headers.buyer = signedIn[logins.length] ?? {};
});
afterAll(() => api.close());

const shop = (login: string) => headers[login] ?? {};
const active = async (login: string) => (await api.app.inject({ url: `${STORE}/account/subscriptions/payments/active`, headers: shop(login) })).json<ActiveSubscription>();
const subscribe = (login: string, plan: string, period: string) => api.app.inject({ method: 'POST', url: `${STORE}/account/subscriptions`, headers: shop(login), payload: { plan, period } });
const confirm = (login: string, payment: { payerID: string; paymentId: string }) =>
  api.app.inject({ method: 'POST', url: `${STORE}/account/subscriptions/paypal/confirm`, headers: shop(login), payload: payment });

/** Buys a plan through the sandbox and answers the confirmation. */
async function buy(login: string, plan: string, period: string) {
  const started = await subscribe(login, plan, period);
  expect(started.statusCode, started.body).toBe(201);
  const approved = await approveInSandbox(api, started.json<{ approvalUrl: string }>().approvalUrl);
  expect(approved.returnPath).toBe('/subscription/paypal-return');
  return { approved, confirmed: await confirm(login, approved) };
}

/** Takes one of the shop's published products off sale and asks to put it back: one more publication. */
async function republishOne(login: string) {
  const [row] = (await api.app.inject({ url: `${STORE}/products/of-user?status=published&size=1`, headers: shop(login) })).json<{ slug: string }[]>();
  const product = (await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${row?.slug}`, headers: shop(login) })).json<SellerProduct>();
  const off = await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: shop(login), payload: { ...editableBody(product), published: false } });
  expect(off.statusCode, off.body).toBe(200);
  return () => api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: shop(login), payload: { ...editableBody(product), published: true } });
}

const day = 86_400_000;

describe('GET /store/api/v1/subscriptions/plans', () => {
  it('offers free, plus (highlighted) and pro with their features, limits and a price per period', async () => {
    const response = await api.app.inject({ url: `${STORE}/subscriptions/plans` });
    expect(response.statusCode).toBe(200);
    const plans = response.json<PlanOffer[]>();
    expect(plans.map((plan) => [plan.code, plan.highlighted, plan.publicationLimit])).toEqual([
      ['free', false, 5],
      ['plus', true, 50],
      ['pro', false, 500],
    ]);
    expect(plans.map((plan) => plan.features)).toEqual([['publications'], ['publications', 'support'], ['publications', 'support', 'email', 'ads']]);
    expect(plans[0]?.prices).toEqual([]);
    expect(plans[1]?.prices.map((price) => price.period)).toEqual(['W1', 'M1', 'M3', 'M6', 'Y1']);
    expect(plans[1]?.prices.find((price) => price.period === 'M1')?.price).toBe(5_000);
  });
});

describe('plans have effects the server enforces', () => {
  it('refuses one more publication over the free plan’s limit, keeps the listing a draft, and publishes once plus is paid', async () => {
    const before = await active('bamako-phone-center');
    expect(before).toMatchObject({ plan: 'free', state: 'FREE', endsAt: null, payments: [] });
    expect(before.publications.limit).toBe(5);
    expect(before.publications.used).toBeGreaterThan(5);

    const republish = await republishOne('bamako-phone-center');
    expectProblem(await republish(), 403, 'plan/publication-limit');
    expect((await active('bamako-phone-center')).publications.used).toBe(before.publications.used - 1);

    const { confirmed } = await buy('bamako-phone-center', 'plus', 'M1');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const plus = confirmed.json<ActiveSubscription>();
    expect(plus).toMatchObject({ plan: 'plus', state: 'ACTIVE', publications: { limit: 50 } });
    expect(plus.payments).toHaveLength(1);
    expect(plus.payments[0]).toMatchObject({ plan: 'plus', period: 'M1', price: 5_000, chargedCurrency: 'EUR', chargedAmount: 762 });
    const length = Date.parse(plus.payments[0]?.endsAt ?? '') - Date.parse(plus.payments[0]?.startsAt ?? '');
    expect(length).toBeGreaterThanOrEqual(28 * day);
    expect(length).toBeLessThanOrEqual(31 * day);
    expect(Math.abs(Date.parse(plus.payments[0]?.startsAt ?? '') - Date.now())).toBeLessThan(60_000);

    const again = await republish();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SellerProduct>().published).toBe(true);
  });

  it('confirms a payment once: a repeat answers the same plan, another payer is refused, another seller gets nothing', async () => {
    const started = await subscribe('lome-connect', 'plus', 'W1');
    const approved = await approveInSandbox(api, started.json<{ approvalUrl: string }>().approvalUrl);
    expectProblem(await confirm('lome-connect', { ...approved, payerID: 'SOMEONEELSE' }), 409, 'payment/payer-mismatch');
    expectProblem(await confirm('bamako-phone-center', approved), 404, 'resource/not-found');
    const [first, second] = await Promise.all([confirm('lome-connect', approved), confirm('lome-connect', approved)]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(second.json<ActiveSubscription>().payments).toEqual(first.json<ActiveSubscription>().payments);
    expect(first.json<ActiveSubscription>().payments).toHaveLength(1);
  });

  it('lets a downgrade wait for the end of the higher plan, and pushes a running lower plan back behind an upgrade', async () => {
    const pro = await active('cocody-gaming-zone');
    expect(pro.plan).toBe('pro');
    const { confirmed } = await buy('cocody-gaming-zone', 'plus', 'M1');
    const after = confirmed.json<ActiveSubscription>();
    expect(after.plan).toBe('pro');
    expect(after.payments.map((payment) => payment.plan)).toEqual(['pro', 'plus']);
    expect(after.payments[1]?.startsAt).toBe(pro.endsAt);

    const plus = await active('teranga-high-tech');
    expect(plus.plan).toBe('plus');
    const plusEnd = Date.parse(plus.endsAt ?? '');
    const upgraded = (await buy('teranga-high-tech', 'pro', 'W1')).confirmed.json<ActiveSubscription>();
    expect(upgraded.plan).toBe('pro');
    expect(Date.parse(upgraded.endsAt ?? '') - Date.now()).toBeLessThanOrEqual(7 * day);
    const pushed = upgraded.payments.find((payment) => payment.plan === 'plus');
    expect(Date.parse(pushed?.endsAt ?? '')).toBe(plusEnd + 7 * day);
  });

  it('sells plans to sellers only, for a paid plan and a known period', async () => {
    const asBuyer = await api.app.inject({ method: 'POST', url: `${STORE}/account/subscriptions`, headers: headers.buyer, payload: { plan: 'plus', period: 'M1' } });
    expectProblem(asBuyer, 403, 'auth/forbidden');
    expectProblem(await subscribe('douala-smart-shop', 'free', 'M1'), 400, 'request/invalid');
    expectProblem(await subscribe('douala-smart-shop', 'plus', 'D1'), 400, 'request/invalid');
    expectProblem(await api.app.inject({ url: `${STORE}/account/subscriptions/payments/active` }), 401, 'auth/unauthorized');
  });
});

describe('reminders before a plan ends', () => {
  it('tells a seller once, three days ahead, when nothing paid follows, and says so in the notifications payload', async () => {
    const plan = await active('douala-smart-shop');
    const endsAt = Date.parse(plan.endsAt ?? '');
    const accountId = (await api.database.db.select({ accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.providerPaymentId, 'seed-douala-smart-shop')))[0]?.accountId ?? 0;
    const reminders = () => api.database.db.select().from(inboxNotifications).where(and(eq(inboxNotifications.accountId, accountId), eq(inboxNotifications.kind, 'plan-expiring')));

    expect(await remindExpiringPlans(api.database.db, new Date(endsAt - 5 * day))).toBe(0);
    expect(await reminders()).toHaveLength(0);
    await remindExpiringPlans(api.database.db, new Date(endsAt - 2 * day));
    await remindExpiringPlans(api.database.db, new Date(endsAt - 1 * day));
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.bodyEn).toContain('Plus plan');

    // A renewal paid ahead means no reminder: the teranga shop pays a second pro week before the first ends.
    const teranga = await active('teranga-high-tech');
    const proEnd = Date.parse(teranga.endsAt ?? '');
    const renewed = (await buy('teranga-high-tech', 'pro', 'W1')).confirmed.json<ActiveSubscription>();
    expect(renewed.payments.filter((payment) => payment.plan === 'pro').map((payment) => Date.parse(payment.startsAt))).toEqual([expect.any(Number), proEnd]);
    const terangaId = (await api.database.db.select({ accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.providerPaymentId, 'seed-teranga-high-tech')))[0]?.accountId ?? 0;
    await remindExpiringPlans(api.database.db, new Date(proEnd - day));
    const terangaReminders = await api.database.db.select().from(inboxNotifications).where(and(eq(inboxNotifications.accountId, terangaId), eq(inboxNotifications.kind, 'plan-expiring')));
    expect(terangaReminders).toHaveLength(0);

    const inbox = (await api.app.inject({ url: `${STORE}/notifications`, headers: shop('douala-smart-shop') })).json<NotificationsResponse>();
    expect(inbox.subscription).toEqual({ plan: 'plus', state: 'ACTIVE' });
    expect(inbox.notifications.warnings.map((item) => item.kind)).toContain('plan-expiring');
  });
});
