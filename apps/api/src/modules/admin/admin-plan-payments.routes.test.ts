import type { AuditEntry, Dashboard } from '@store/contracts/admin';
import type { AdminPlanPayment } from '@store/contracts/admin-plan-payments';
import { inboxNotifications, subscriptions } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
import { approveInSandbox } from '../../test-support/payments.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/*
 * Decision 97: operators list sellers' plan payments and record the refund of one taken at
 * another amount than its price (REFUND_DUE, decision 95), once; the seller is told.
 */

let api: TestApi;
let admin: Record<string, string>;
let manager: Record<string, string>;
let seller: Record<string, string>;
let buyer: Record<string, string>;

beforeAll(async () => {
  api = await createTestApi();
  [admin, manager, seller, buyer] = await Promise.all([
    authHeaders(api, 'admin', 'Admin2026!'),
    authHeaders(api, 'manager', 'Manager2026!'),
    authHeaders(api, 'seller', 'Seller2026!'),
    authHeaders(api, 'buyer', 'Buyer2026!'),
  ]);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => api.close());

/** The seller pays for a plan and PayPal takes one cent more than the price: the payment's id, owed back. */
async function overchargedPlanPayment(): Promise<number> {
  const started = await api.app.inject({ method: 'POST', url: `${STORE}/account/subscriptions`, headers: seller, payload: { plan: 'plus', period: 'M1' } });
  expect(started.statusCode, started.body).toBe(201);
  const approved = await approveInSandbox(api, started.json<{ approvalUrl: string }>().approvalUrl);
  const gateway = api.instance.paymentGateway;
  const execute = gateway.executePayment.bind(gateway);
  vi.spyOn(gateway, 'executePayment').mockImplementationOnce(async (paymentId, payerId) => {
    const executed = await execute(paymentId, payerId);
    return { ...executed, amount: executed.amount + 1 };
  });
  expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/account/subscriptions/paypal/confirm`, headers: seller, payload: approved }), 409, 'payment/charge-mismatch');
  const [row] = await api.database.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.providerPaymentId, approved.paymentId));
  if (!row) throw new Error('the plan payment was not stored');
  return row.id;
}

const list = async (query: string, headers = admin) => {
  const response = await api.app.inject({ url: `${STORE}/admin/plan-payments?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json<AdminPlanPayment[]>(), total: Number(response.headers['x-total-count']) };
};
const refunded = (id: number | string, payload: unknown, headers = admin) => api.app.inject({ method: 'POST', url: `${STORE}/admin/plan-payments/${id}/refunded`, headers, payload: payload as Record<string, unknown> });
const timeline = async (id: number) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/subscription/${id}?size=100`, headers: admin })).json<AuditEntry[]>();
const refundsDue = async () => (await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: admin })).json<Dashboard>().totals.planRefundsDue;

describe('operators and plan payments owed back', () => {
  it('lists them newest first, by status, with the seller and both amounts', async () => {
    const older = await overchargedPlanPayment();
    const newer = await overchargedPlanPayment();
    const due = await list('status=REFUND_DUE&size=1', manager);
    expect(due.total).toBeGreaterThanOrEqual(2);
    expect(due.items.map((payment) => payment.id)).toEqual([newer]);
    const [owed] = due.items;
    expect(owed?.taken).toEqual({ amount: (owed?.chargedAmount ?? 0) + 1, currency: owed?.chargedCurrency });
    expect(owed).toMatchObject({ status: 'REFUND_DUE', plan: 'plus', period: 'M1', seller: { login: 'seller' }, error: expect.stringMatching(/^charged \d+ EUR, expected \d+ EUR$/), paidDate: expect.any(String), refund: null });
    expect((await list('status=REFUND_DUE&size=1&page=1')).items.map((payment) => payment.id)).toEqual([older]);
    expect((await list('status=PAID&size=100')).items.map((payment) => payment.id)).not.toContain(newer);
    expectProblem(await api.app.inject({ url: `${STORE}/admin/plan-payments?status=OWED`, headers: admin }), 400, 'request/invalid');
  });

  it('records a refund once, with its reference; the seller is told, the overview counts one less, the audit log has it', async () => {
    const id = await overchargedPlanPayment();
    const dueBefore = await refundsDue();
    const done = await refunded(id, { reference: '  PayPal refund 9ZT44  ' }, manager);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<AdminPlanPayment>()).toMatchObject({ id, status: 'REFUNDED', refund: { byLogin: 'manager', reference: 'PayPal refund 9ZT44', date: expect.any(String) } });
    expect(await refundsDue()).toBe(dueBefore - 1);
    expectProblem(await refunded(id, { reference: 'twice' }), 409, 'plan/not-refund-due');

    const [row] = await api.database.db.select({ accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.id, id));
    const notices = await api.database.db.select({ bodyEn: inboxNotifications.bodyEn }).from(inboxNotifications).where(and(eq(inboxNotifications.accountId, row?.accountId ?? 0), eq(inboxNotifications.kind, 'plan-refunded')));
    expect(notices.filter((notice) => notice.bodyEn.includes('PayPal refund 9ZT44'))).toHaveLength(1);
    expect((await timeline(id))[0]).toMatchObject({ action: 'subscription.refund', actorLogin: 'manager', before: { status: 'REFUND_DUE' }, after: { status: 'REFUNDED', reference: 'PayPal refund 9ZT44' } });
  });

  it('refuses a payment not owed, an unknown one, a missing or overlong reference, and anyone but operators', async () => {
    const id = await overchargedPlanPayment();
    const [paid] = await api.database.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.status, 'PAID')).limit(1);
    expectProblem(await refunded(paid?.id ?? 0, { reference: 'cash' }), 409, 'plan/not-refund-due');
    expectProblem(await refunded(99_999_999, { reference: 'cash' }), 404, 'resource/not-found');
    for (const [payload, code] of [
      [{}, 'order/refund-reference-required'],
      [{ reference: ' a ' }, 'order/refund-reference-required'],
      [{ reference: 'x'.repeat(201) }, 'order/refund-reference-too-long'],
    ] as const) {
      const refused = await refunded(id, payload);
      expectProblem(refused, 400, 'request/invalid');
      expect(JSON.stringify(refused.json())).toContain(code);
    }
    expectProblem(await refunded(id, { reference: 'cash' }, seller), 403, 'auth/forbidden');
    expectProblem(await refunded(id, { reference: 'cash' }, buyer), 403, 'auth/forbidden');
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/admin/plan-payments/${id}/refunded`, payload: { reference: 'cash' } }), 401);
    expectProblem(await api.app.inject({ url: `${STORE}/admin/plan-payments`, headers: seller }), 403, 'auth/forbidden');
    const [row] = await api.database.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.status).toBe('REFUND_DUE');
    expect((await timeline(id)).filter((entry) => entry.action === 'subscription.refund').map((entry) => entry.outcome)).toEqual(expect.arrayContaining(['FAILED', 'DENIED']));
  });
});
