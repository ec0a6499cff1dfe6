import type { AdminUserDetail, AuditEntry } from '@store/contracts/admin';
import type { AdminOrder, AdminOrderListItem } from '@store/contracts/admin-orders';
import { accounts, inboxNotifications, orders, outboxMessages, products, subOrders } from '@store/db/schema/index';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
import { deliveryAddress, publishedCfaProduct } from '../../test-support/orders.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/*
 * Issue #15 item 7 (decision 71): operators find any order and read it whole; cancelling needs
 * a reason, gives back the stock of unshipped parcels exactly once, records the refund owed on
 * a paid order, tells the buyer and the sellers, and is audited. A shipped parcel or a second
 * cancel is a 409 and changes nothing.
 */

let api: TestApi;
let admin: Record<string, string>;
let manager: Record<string, string>;
let buyer: Record<string, string>;
let seller: Record<string, string>;
let mine: { id: number; slug: string };
let theirs: { id: number; slug: string; sellerId: number };

beforeAll(async () => {
  api = await createTestApi();
  [admin, manager, buyer, seller] = await Promise.all([
    authHeaders(api, 'admin', 'Admin2026!'),
    authHeaders(api, 'manager', 'Manager2026!'),
    authHeaders(api, 'buyer', 'Buyer2026!'),
    authHeaders(api, 'seller', 'Seller2026!'),
  ]);
  mine = await publishedCfaProduct(api.database.db, eq(accounts.login, 'seller'));
  theirs = await publishedCfaProduct(api.database.db, and(ne(accounts.login, 'seller'), eq(accounts.accountType, 'PROFESSIONAL')) ?? sql`false`);
});
afterAll(() => api.close());

const setStock = (id: number, quantity: number) => api.database.db.update(products).set({ quantity }).where(eq(products.id, id));
const stockOf = async (id: number) => (await api.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, id)))[0]?.quantity;

/** The buyer's order of one `mine` and two `theirs`, paid on delivery: two parcels. */
async function buyerOrder(paymentMethod: 'CASH_ON_DELIVERY' | 'PAYPAL' = 'CASH_ON_DELIVERY') {
  await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, headers: buyer, payload: { cart: { items: [{ productSlug: mine.slug, quantity: 1 }, { productSlug: theirs.slug, quantity: 2 }] } } });
  const reservation = await api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, headers: buyer, payload: {} });
  expect(reservation.statusCode, reservation.body).toBe(201);
  const placed = await api.app.inject({ method: 'POST', url: `${STORE}/products/order`, headers: buyer, payload: { reservationId: reservation.json<{ id: string }>().id, address: deliveryAddress, shippingOptionId: 2, paymentMethod } });
  expect(placed.statusCode, placed.body).toBe(201);
  const number = placed.json<{ number: string }>().number;
  const [row] = await api.database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!row) throw new Error('no order');
  return { id: row.id, number };
}

const list = async (query: string, headers = admin) => {
  const response = await api.app.inject({ url: `${STORE}/admin/orders?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json<AdminOrderListItem[]>(), total: Number(response.headers['x-total-count']) };
};
const detail = async (id: number, headers = admin) => (await api.app.inject({ url: `${STORE}/admin/orders/${id}`, headers })).json<AdminOrder>();
const cancel = (id: number, payload: unknown, headers = admin) => api.app.inject({ method: 'POST', url: `${STORE}/admin/orders/${id}/cancel`, headers, payload: payload as Record<string, unknown> });
const timeline = async (id: number) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/order/${id}?size=100`, headers: admin })).json<AuditEntry[]>();

describe('operators find and read every order', () => {
  it('searches by number, buyer login, name, phone, email and shop; filters by parcel status, payment state and days; newest first, paged', async () => {
    await Promise.all([setStock(mine.id, 50), setStock(theirs.id, 50)]);
    const older = await buyerOrder();
    const order = await buyerOrder();
    const all = await list('size=1', manager);
    expect(all.items.map((item) => item.number)).toEqual([order.number]);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await list('size=1&page=1')).items[0]?.number).toBe(older.number);

    const [found] = (await list(`query=${order.number.toLowerCase()}`)).items;
    expect(found).toMatchObject({ id: order.id, buyerLogin: 'buyer', fullname: 'Awa Koné', paymentMethod: 'CASH_ON_DELIVERY', paymentStatus: 'PENDING', refundStatus: null, cancelledDate: null });
    expect(found?.parcels.map((parcel) => parcel.status)).toEqual(['PLACED', 'PLACED']);
    for (const query of ['buyer', 'Awa%20Kon', '07%2011%2022', 'awa@example', order.number.slice(3)]) {
      expect((await list(`query=${query}&size=100`)).items.map((item) => item.number), query).toContain(order.number);
    }
    expect((await list('query=nobody-has-this')).total).toBe(0);
    expect((await list('shop=Abidjan%20Digital&size=100')).items.map((item) => item.number)).toContain(order.number);
    expect((await list('status=DELIVERED&size=100')).items.map((item) => item.number)).not.toContain(order.number);
    expect((await list('status=PLACED&paymentStatus=PENDING&size=100')).items.map((item) => item.number)).toContain(order.number);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&size=100`)).items.map((item) => item.number)).toContain(order.number);
    expect((await list('from=2020-01-01&to=2020-01-31')).total).toBe(0);
    for (const bad of ['status=LOST', 'paymentStatus=MAYBE', 'from=yesterday', 'from=2026-02-10&to=2026-02-01', 'size=1000', 'query=' + 'x'.repeat(101)]) {
      expectProblem(await api.app.inject({ url: `${STORE}/admin/orders?${bad}`, headers: admin }), 400, 'request/invalid');
    }
  });

  it('shows one order with its parcels, lines, sellers and payments; 404 for an unknown one; the user page links it', async () => {
    const order = await buyerOrder();
    const view = await detail(order.id, manager);
    expect(view).toMatchObject({ id: order.id, number: order.number, buyer: { login: 'buyer' }, refundStatus: null, cancellation: null, payments: [] });
    expect(view.subOrders.map((part) => [part.status, part.lines.map((line) => line.quantity)])).toEqual([
      ['PLACED', [1]],
      ['PLACED', [2]],
    ]);
    expect(view.sellers.map((entry) => entry.subOrderId)).toEqual(view.subOrders.map((part) => part.id));
    expectProblem(await api.app.inject({ url: `${STORE}/admin/orders/999999`, headers: admin }), 404, 'resource/not-found');
    expectProblem(await api.app.inject({ url: `${STORE}/admin/orders/abc`, headers: admin }), 400, 'request/invalid');
    const buyerId = view.buyer?.id ?? 0;
    const user = (await api.app.inject({ url: `${STORE}/admin/users/${buyerId}`, headers: admin })).json<AdminUserDetail>();
    expect(user.orders[0]).toMatchObject({ id: order.id, number: order.number });
  });

  it('refuses buyers and sellers every order operation with 403, logged, and nothing changes', async () => {
    const order = await buyerOrder();
    for (const headers of [buyer, seller]) {
      expectProblem(await api.app.inject({ url: `${STORE}/admin/orders`, headers }), 403, 'auth/forbidden');
      expectProblem(await api.app.inject({ url: `${STORE}/admin/orders/${order.id}`, headers }), 403, 'auth/forbidden');
      expectProblem(await cancel(order.id, { reason: 'I changed my mind' }, headers), 403, 'auth/forbidden');
    }
    expectProblem(await cancel(order.id, { reason: 'I changed my mind' }, {}), 401, 'auth/unauthorized');
    expect((await timeline(order.id)).map((entry) => [entry.action, entry.outcome, entry.actorLogin])).toEqual([
      ['order.cancel', 'DENIED', 'seller'],
      ['order.cancel', 'DENIED', 'buyer'],
    ]);
    expect((await detail(order.id)).cancellation).toBeNull();
  });
});

describe('cancelling an order', () => {
  it('needs a reason of 3 to 500 characters: 400 with its code, nothing changed, the attempt logged', async () => {
    const order = await buyerOrder();
    for (const [payload, code] of [
      [{}, 'order/cancel-reason-required'],
      [{ reason: '  ab  ' }, 'order/cancel-reason-required'],
      [{ reason: 42 }, 'order/cancel-reason-required'],
      [{ reason: 'x'.repeat(501) }, 'order/cancel-reason-too-long'],
    ] as const) {
      const problem = expectProblem(await cancel(order.id, payload), 400, 'request/invalid');
      expect(problem.errors?.map((issue) => issue.message)).toEqual([code]);
    }
    const view = await detail(order.id);
    expect(view.cancellation).toBeNull();
    expect(view.subOrders.every((part) => part.status === 'PLACED')).toBe(true);
    const attempts = await timeline(order.id);
    expect(attempts).toHaveLength(4);
    expect(attempts.every((entry) => entry.outcome === 'FAILED' && entry.action === 'order.cancel')).toBe(true);
  });

  it('cancels every parcel, gives the stock back exactly once, tells the buyer and both sellers, and is audited; twice is 409', async () => {
    await Promise.all([setStock(mine.id, 10), setStock(theirs.id, 10)]);
    const order = await buyerOrder();
    expect([await stockOf(mine.id), await stockOf(theirs.id)]).toEqual([9, 8]);

    const done = await cancel(order.id, { reason: '  Buyer called: wrong address  ' }, manager);
    expect(done.statusCode, done.body).toBe(200);
    const view = done.json<AdminOrder>();
    expect(view.subOrders.map((part) => part.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(view.payment.status).toBe('CANCELLED');
    expect(view).toMatchObject({ refundStatus: null, cancellation: { reason: 'Buyer called: wrong address', byLogin: 'manager', date: expect.any(String) } });
    expect([await stockOf(mine.id), await stockOf(theirs.id)]).toEqual([10, 10]);
    expect((await list(`query=${order.number}`)).items[0]).toMatchObject({ cancelledDate: expect.any(String), paymentStatus: 'CANCELLED' });

    const notices = await api.database.db
      .select({ accountId: inboxNotifications.accountId, bodyFr: inboxNotifications.bodyFr, bodyEn: inboxNotifications.bodyEn })
      .from(inboxNotifications)
      .where(eq(inboxNotifications.kind, 'order-cancelled'))
      .orderBy(desc(inboxNotifications.id))
      .limit(3);
    const sellerIds = view.sellers.map((entry) => entry.id);
    expect(notices.map((notice) => notice.accountId).sort()).toEqual([...sellerIds, view.buyer?.id].sort());
    for (const notice of notices) {
      expect(notice.bodyEn).toContain(order.number);
      expect(notice.bodyFr).toContain(order.number);
      expect(notice.bodyEn).toContain('wrong address');
    }
    const [mail] = await api.database.db.select({ body: outboxMessages.body }).from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    expect(mail?.body).toContain(order.number);

    const [entry] = await timeline(order.id);
    expect(entry).toMatchObject({
      action: 'order.cancel',
      outcome: 'SUCCESS',
      actorLogin: 'manager',
      before: { cancelled: false, paymentStatus: 'PENDING', parcels: [{ status: 'PLACED' }, { status: 'PLACED' }] },
      after: { cancelled: true, reason: 'Buyer called: wrong address', paymentStatus: 'CANCELLED', refundStatus: null, parcels: [{ status: 'CANCELLED' }, { status: 'CANCELLED' }] },
    });

    // Twice: 409, and nothing moves, the stock least of all.
    expectProblem(await cancel(order.id, { reason: 'Again' }), 409, 'order/already-cancelled');
    expectProblem(await cancel(order.id, { reason: 'Again' }, manager), 409, 'order/already-cancelled');
    expect([await stockOf(mine.id), await stockOf(theirs.id)]).toEqual([10, 10]);
    expect((await detail(order.id)).cancellation?.reason).toBe('Buyer called: wrong address');
    expect((await timeline(order.id)).filter((row) => row.outcome === 'SUCCESS')).toHaveLength(1);
  });

  it('leaves a parcel its seller already cancelled alone: its stock does not come back twice', async () => {
    await Promise.all([setStock(mine.id, 10), setStock(theirs.id, 10)]);
    const order = await buyerOrder();
    const part = (await detail(order.id)).subOrders.find((candidate) => candidate.lines.some((line) => line.productSlug === mine.slug));
    const sellerCancel = await api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${part?.id}/status`, headers: seller, payload: { status: 'CANCELLED' } });
    expect(sellerCancel.statusCode, sellerCancel.body).toBe(200);
    expect([await stockOf(mine.id), await stockOf(theirs.id)]).toEqual([10, 8]);
    expect((await cancel(order.id, { reason: 'Out of stock at the other shop' })).statusCode).toBe(200);
    expect([await stockOf(mine.id), await stockOf(theirs.id)]).toEqual([10, 10]);
    expect((await timeline(order.id))[0]?.after).toMatchObject({ restocked: [expect.any(Number)] });
  });

  it('refuses an order with a shipped or delivered parcel: 409, nothing changes', async () => {
    await Promise.all([setStock(mine.id, 10), setStock(theirs.id, 10)]);
    const order = await buyerOrder();
    const part = (await detail(order.id)).subOrders.find((candidate) => candidate.lines.some((line) => line.productSlug === mine.slug));
    expect((await api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${part?.id}/status`, headers: seller, payload: { status: 'SHIPPED' } })).statusCode).toBe(200);
    expectProblem(await cancel(order.id, { reason: 'Too late?' }), 409, 'order/parcel-shipped');
    const view = await detail(order.id);
    expect(view.cancellation).toBeNull();
    expect(view.subOrders.map((candidate) => candidate.status).sort()).toEqual(['PLACED', 'SHIPPED']);
    expect([await stockOf(mine.id), await stockOf(theirs.id)]).toEqual([9, 8]);
  });

  it('records the refund owed on a paid order, and tells the buyer; a payment being captured is 409', async () => {
    await Promise.all([setStock(mine.id, 10), setStock(theirs.id, 10)]);
    const order = await buyerOrder();
    await api.database.db.update(orders).set({ paymentStatus: 'CAPTURING' }).where(eq(orders.id, order.id));
    expectProblem(await cancel(order.id, { reason: 'Fraud suspected' }), 409, 'order/payment-in-progress');
    // As a captured PayPal payment leaves it: the order and its parcels paid.
    await api.database.db.update(orders).set({ paymentStatus: 'PAID', paidAt: new Date() }).where(eq(orders.id, order.id));
    await api.database.db.update(subOrders).set({ status: 'PAID', paidAt: new Date() }).where(eq(subOrders.orderId, order.id));
    const ordersOnDashboard = async () => (await api.app.inject({ url: `${STORE}/admin/dashboard`, headers: admin })).json<{ totals: { orders30Days: number } }>().totals.orders30Days;
    const counted = await ordersOnDashboard();
    const done = await cancel(order.id, { reason: 'Fraud suspected' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await ordersOnDashboard()).toBe(counted - 1);
    expect(done.json<AdminOrder>()).toMatchObject({ refundStatus: 'REFUND_DUE', payment: { status: 'PAID' } });
    expect(done.json<AdminOrder>().subOrders.map((part) => part.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect([await stockOf(mine.id), await stockOf(theirs.id)]).toEqual([10, 10]);
    expect((await list(`query=${order.number}`)).items[0]?.refundStatus).toBe('REFUND_DUE');
    const [toBuyer] = await api.database.db
      .select({ bodyEn: inboxNotifications.bodyEn, bodyFr: inboxNotifications.bodyFr })
      .from(inboxNotifications)
      .where(and(eq(inboxNotifications.kind, 'order-cancelled'), eq(inboxNotifications.link, `/order-tracking?number=${order.number}`)));
    expect(toBuyer?.bodyEn).toContain('will be refunded');
    expect(toBuyer?.bodyFr).toContain('remboursé');
    expect((await timeline(order.id))[0]).toMatchObject({ before: { paymentStatus: 'PAID', refundStatus: null }, after: { paymentStatus: 'PAID', refundStatus: 'REFUND_DUE' } });
  });
});

describe('operators record the refund of a cancelled paid order', () => {
  const refunded = (id: number, payload: unknown, headers = admin) => api.app.inject({ method: 'POST', url: `${STORE}/admin/orders/${id}/refunded`, headers, payload: payload as Record<string, unknown> });

  /** An order paid, then cancelled by an operator: its money is owed back. */
  async function refundDueOrder() {
    await Promise.all([setStock(mine.id, 10), setStock(theirs.id, 10)]);
    const order = await buyerOrder();
    await api.database.db.update(orders).set({ paymentStatus: 'PAID', paidAt: new Date() }).where(eq(orders.id, order.id));
    await api.database.db.update(subOrders).set({ status: 'PAID', paidAt: new Date() }).where(eq(subOrders.orderId, order.id));
    expect((await cancel(order.id, { reason: 'Out of stock at the warehouse' })).statusCode).toBe(200);
    return order;
  }

  it('marks it refunded with a reference, once; the buyer is told by message and notification; audited', async () => {
    const order = await refundDueOrder();
    const done = await refunded(order.id, { reference: '  PayPal refund 8XY12  ' }, manager);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<AdminOrder>()).toMatchObject({ refundStatus: 'REFUNDED', refund: { byLogin: 'manager', reference: 'PayPal refund 8XY12', date: expect.any(String) } });
    expect((await list(`query=${order.number}`)).items[0]?.refundStatus).toBe('REFUNDED');
    expectProblem(await refunded(order.id, { reference: 'twice' }), 409, 'order/not-refund-due');

    const [message] = await api.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'order-refunded'), eq(outboxMessages.recipient, deliveryAddress.email)))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(message?.body).toContain(order.number);
    expect(message?.body).toContain('PayPal refund 8XY12');
    const [notice] = await api.database.db.select({ bodyFr: inboxNotifications.bodyFr }).from(inboxNotifications).where(and(eq(inboxNotifications.kind, 'order-refunded'), eq(inboxNotifications.link, `/order-tracking?number=${order.number}`)));
    expect(notice?.bodyFr).toContain('Remboursement envoyé');
    expect((await timeline(order.id))[0]).toMatchObject({ action: 'order.refund', actorLogin: 'manager', before: { refundStatus: 'REFUND_DUE' }, after: { refundStatus: 'REFUNDED', reference: 'PayPal refund 8XY12' } });
  });

  it('refuses an order whose money is not owed, a missing or overlong reference, and anyone but operators', async () => {
    const unpaid = await buyerOrder();
    expectProblem(await refunded(unpaid.id, { reference: 'cash' }), 409, 'order/not-refund-due');
    const order = await refundDueOrder();
    for (const [payload, code] of [
      [{}, 'order/refund-reference-required'],
      [{ reference: ' a ' }, 'order/refund-reference-required'],
      [{ reference: 'x'.repeat(201) }, 'order/refund-reference-too-long'],
    ] as const) {
      const refused = await refunded(order.id, payload);
      expectProblem(refused, 400, 'request/invalid');
      expect(JSON.stringify(refused.json())).toContain(code);
    }
    expectProblem(await refunded(order.id, { reference: 'cash' }, buyer), 403, 'auth/forbidden');
    expectProblem(await refunded(order.id, { reference: 'cash' }, seller), 403, 'auth/forbidden');
    expectProblem(await refunded(99_999_999, { reference: 'cash' }), 404, 'resource/not-found');
    expect((await detail(order.id)).refundStatus).toBe('REFUND_DUE');
    expect((await timeline(order.id)).filter((entry) => entry.action === 'order.refund').map((entry) => entry.outcome)).toEqual(expect.arrayContaining(['FAILED', 'DENIED']));
  });
});
