import type { ActiveSubscription } from '@store/contracts/subscriptions';
import { inboxNotifications, subscriptions } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, STORE } from '../../test-support/http.ts';
import { approveInSandbox } from '../../test-support/payments.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { finishStalledPlanCaptures } from './plan-capture.ts';

/*
 * A plan's capture cut short (decision 83): the seller confirmed, the payment became CAPTURING,
 * and the process stopped before it wrote PayPal's answer. The sweep asks PayPal and finishes it:
 * the seller gets the plan they paid for, once.
 */

let api: TestApi;
const headers: Record<string, Record<string, string>> = {};
const STALE_MS = 120_000;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  api = await createTestApi();
  headers['lome-connect'] = await authHeaders(api, 'lome-connect', 'Shop2026!');
  headers['douala-smart-shop'] = await authHeaders(api, 'douala-smart-shop', 'Shop2026!');
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => api.close());

const active = async (login: string) => (await api.app.inject({ url: `${STORE}/account/subscriptions/payments/active`, headers: headers[login] })).json<ActiveSubscription>();
/** A plan payment the seller approved in the sandbox. */
async function approvedPlan(login: string) {
  const started = await api.app.inject({ method: 'POST', url: `${STORE}/account/subscriptions`, headers: headers[login], payload: { plan: 'plus', period: 'M1' } });
  expect(started.statusCode, started.body).toBe(201);
  return approveInSandbox(api, started.json<{ approvalUrl: string }>().approvalUrl);
}

const statusOf = async (paymentId: string) =>
  (await api.database.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.providerPaymentId, paymentId)))[0]?.status;

describe('plan captures cut short', () => {
  it('a confirmation whose answer is lost stays CAPTURING, and the sweep gives the seller the plan once', async () => {
    const approved = await approvedPlan('lome-connect');
    const gateway = api.instance.paymentGateway;
    const execute = gateway.executePayment.bind(gateway);
    vi.spyOn(gateway, 'executePayment').mockImplementationOnce(async (paymentId, payerId) => {
      await execute(paymentId, payerId);
      throw new Error('PayPal answer cut off');
    });
    const lost = await api.app.inject({ method: 'POST', url: `${STORE}/account/subscriptions/paypal/confirm`, headers: headers['lome-connect'], payload: approved });
    expect(lost.statusCode).toBe(503);
    expect(await statusOf(approved.paymentId)).toBe('CAPTURING');
    expect((await active('lome-connect')).plan).toBe('free');

    expect(await finishStalledPlanCaptures(api.instance, STALE_MS, minutesFromNow(3))).toBe(1);
    expect(await finishStalledPlanCaptures(api.instance, STALE_MS, minutesFromNow(6))).toBe(0);
    expect(await statusOf(approved.paymentId)).toBe('PAID');
    const plan = await active('lome-connect');
    expect(plan.plan).toBe('plus');
    expect(plan.payments).toHaveLength(1);
  });

  it('executes a payment the seller approved when the process stopped before calling PayPal', async () => {
    const approved = await approvedPlan('douala-smart-shop');
    await api.database.db
      .update(subscriptions)
      .set({ status: 'CAPTURING', payerId: approved.payerID, captureStartedAt: minutesFromNow(-3) })
      .where(eq(subscriptions.providerPaymentId, approved.paymentId));
    expect(await finishStalledPlanCaptures(api.instance, STALE_MS)).toBe(1);
    expect(await statusOf(approved.paymentId)).toBe('PAID');
    expect((await active('douala-smart-shop')).plan).toBe('plus');
    const [account] = await api.database.db.select({ accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.providerPaymentId, approved.paymentId));
    const notices = await api.database.db.select({ id: inboxNotifications.id }).from(inboxNotifications).where(and(eq(inboxNotifications.accountId, account?.accountId ?? 0), eq(inboxNotifications.kind, 'plan-paid')));
    expect(notices).toHaveLength(1);
  });
});
