import type { Dashboard } from '@store/contracts/admin';
import type { ActiveSubscription } from '@store/contracts/subscriptions';
import { auditLog, inboxNotifications, subscriptions } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
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
  headers.admin = await authHeaders(api, 'admin', 'Admin2026!');
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

/** A plan payment the seller approved whose capture started three minutes ago, the process stopped before PayPal was called. */
async function stoppedBeforeCallingPayPal(login: string) {
  const approved = await approvedPlan(login);
  await api.database.db
    .update(subscriptions)
    .set({ status: 'CAPTURING', payerId: approved.payerID, captureStartedAt: minutesFromNow(-3) })
    .where(eq(subscriptions.providerPaymentId, approved.paymentId));
  return approved;
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
    const approved = await stoppedBeforeCallingPayPal('douala-smart-shop');
    expect(await finishStalledPlanCaptures(api.instance, STALE_MS)).toBe(1);
    expect(await statusOf(approved.paymentId)).toBe('PAID');
    expect((await active('douala-smart-shop')).plan).toBe('plus');
    const [account] = await api.database.db.select({ accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.providerPaymentId, approved.paymentId));
    const notices = await api.database.db.select({ id: inboxNotifications.id }).from(inboxNotifications).where(and(eq(inboxNotifications.accountId, account?.accountId ?? 0), eq(inboxNotifications.kind, 'plan-paid')));
    expect(notices).toHaveLength(1);
  });
});

describe('a plan charged at another amount than its price (decision 95)', () => {
  const overcharge = (executed: Awaited<ReturnType<TestApi['instance']['paymentGateway']['executePayment']>>) => ({ ...executed, amount: executed.amount + 1 });
  async function owed(paymentId: string) {
    const [row] = await api.database.db.select({ id: subscriptions.id, status: subscriptions.status, error: subscriptions.error, accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.providerPaymentId, paymentId));
    const audit = await api.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'subscription'), eq(auditLog.entityId, String(row?.id))));
    const notices = await api.database.db.select({ kind: inboxNotifications.kind }).from(inboxNotifications).where(and(eq(inboxNotifications.accountId, row?.accountId ?? 0), eq(inboxNotifications.kind, 'plan-charge-mismatch')));
    return { status: row?.status, error: row?.error, audit: audit.map((entry) => entry.action), notices: notices.length };
  }

  const refundsDue = async () => (await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: headers.admin })).json<Dashboard>().totals.planRefundsDue;

  it('records the money as owed back, applies no plan, tells the seller and the operators, and never asks to pay that payment again', async () => {
    const before = (await active('lome-connect')).plan;
    const dueBefore = await refundsDue();
    const approved = await approvedPlan('lome-connect');
    const gateway = api.instance.paymentGateway;
    const execute = gateway.executePayment.bind(gateway);
    vi.spyOn(gateway, 'executePayment').mockImplementationOnce(async (paymentId, payerId) => overcharge(await execute(paymentId, payerId)));
    const confirm = () => api.app.inject({ method: 'POST', url: `${STORE}/account/subscriptions/paypal/confirm`, headers: headers['lome-connect'], payload: approved });
    expectProblem(await confirm(), 409, 'payment/charge-mismatch');
    expect(await owed(approved.paymentId)).toEqual({ status: 'REFUND_DUE', error: expect.stringMatching(/^charged \d+ EUR, expected \d+ EUR$/), audit: ['subscription.charge-mismatch'], notices: 1 });
    expect((await active('lome-connect')).plan).toBe(before);
    expect(await refundsDue()).toBe(dueBefore + 1);
    // Confirming again takes nothing more and records nothing twice.
    expectProblem(await confirm(), 409, 'payment/not-pending');
    expect(await owed(approved.paymentId)).toMatchObject({ status: 'REFUND_DUE', audit: ['subscription.charge-mismatch'], notices: 1 });
  });

  it('the sweep finishing a capture cut short owes it back the same way', async () => {
    const approved = await stoppedBeforeCallingPayPal('douala-smart-shop');
    const gateway = api.instance.paymentGateway;
    const execute = gateway.executePayment.bind(gateway);
    vi.spyOn(gateway, 'executePayment').mockImplementationOnce(async (paymentId, payerId) => overcharge(await execute(paymentId, payerId)));
    expect(await finishStalledPlanCaptures(api.instance, STALE_MS)).toBe(1);
    expect(await owed(approved.paymentId)).toMatchObject({ status: 'REFUND_DUE', audit: ['subscription.charge-mismatch'], notices: 1 });
  });
});
