import { accounts, orders, outboxMessages, payments, products, subOrders } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORE } from '../../test-support/http.ts';
import { deliveryAddress, publishedCfaProduct } from '../../test-support/orders.ts';
import { approveInSandbox } from '../../test-support/payments.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { PaymentDeclinedError } from '../payments/payment-gateway.ts';
import { finishStalledOrderCaptures } from './order-capture.ts';
import { cancelUnpaidOrders } from './seller-orders.service.ts';

/*
 * A capture cut short: the buyer confirmed, the payment became CAPTURING, and the process
 * stopped before it wrote what the provider answered. The sweep (every CHECKOUT_SWEEP_SECONDS)
 * asks the provider and finishes it, so no money taken is ever left unrecorded, and an order
 * whose money was taken is never cancelled as unpaid.
 */

let api: TestApi;
let slug: string;
const STALE_MS = 120_000;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  api = await createTestApi();
  const product = await publishedCfaProduct(api.database.db, eq(accounts.login, 'seller'));
  slug = product.slug;
  await api.database.db.update(products).set({ quantity: 50 }).where(eq(products.id, product.id));
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => api.close());

interface PayPalOrder {
  number: string;
  cartSlug: string;
  paymentId: string;
  payerId: string;
}

/** A guest's PayPal order, approved by the buyer in the sandbox: ready to be confirmed. */
async function approvedPayPalOrder(): Promise<PayPalOrder> {
  const cart = await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, payload: { cart: { items: [{ productSlug: slug, quantity: 1 }], currency: 'CFA' } } });
  const cartSlug = cart.json<{ cart: { slug: string } }>().cart.slug;
  const reservation = await api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, payload: { cartSlug } });
  const placed = await api.app.inject({
    method: 'POST',
    url: `${STORE}/products/order`,
    payload: { reservationId: reservation.json<{ id: string }>().id, address: deliveryAddress, shippingOptionId: 2, paymentMethod: 'PAYPAL' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ number: string; payment: { approvalUrl: string } }>();
  const approved = await approveInSandbox(api, order.payment.approvalUrl);
  return { number: order.number, cartSlug, paymentId: approved.paymentId, payerId: approved.payerID };
}

const confirm = (order: PayPalOrder) =>
  api.app.inject({ method: 'POST', url: `${STORE}/products/order/paypal/confirm`, payload: { payerID: order.payerId, paymentId: order.paymentId, cartSlug: order.cartSlug } });

/** What the process had written when it stopped mid-capture, `minutesAgo` before now. */
async function stopMidCapture(order: PayPalOrder, minutesAgo: number) {
  const [row] = await api.database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, order.number));
  await api.database.db.update(orders).set({ paymentStatus: 'CAPTURING' }).where(eq(orders.number, order.number));
  await api.database.db
    .update(payments)
    .set({ status: 'CAPTURING', payerId: order.payerId, captureStartedAt: minutesFromNow(-minutesAgo) })
    .where(eq(payments.orderId, row?.id ?? 0));
}

async function stateOf(order: PayPalOrder) {
  const [row] = await api.database.db
    .select({ id: orders.id, orderStatus: orders.paymentStatus, paymentStatus: payments.status, error: payments.error })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.number, order.number));
  const parcels = await api.database.db.select({ status: subOrders.status }).from(subOrders).where(eq(subOrders.orderId, row?.id ?? 0));
  const paidMessages = await api.database.db.select({ id: outboxMessages.id }).from(outboxMessages).where(and(eq(outboxMessages.kind, 'order-paid'), eq(outboxMessages.recipient, deliveryAddress.email)));
  return { order: row?.orderStatus, payment: row?.paymentStatus, error: row?.error, parcels: parcels.map((parcel) => parcel.status), paidMessages: paidMessages.length };
}

describe('captures cut short are finished by the sweep', () => {
  it('records an order paid when the provider had taken the money, once, and tells the buyer', async () => {
    const order = await approvedPayPalOrder();
    await api.instance.paymentGateway.executePayment(order.paymentId, order.payerId);
    await stopMidCapture(order, 3);
    const messagesBefore = (await stateOf(order)).paidMessages;

    expect(await finishStalledOrderCaptures(api.instance, STALE_MS)).toBe(1);
    expect(await stateOf(order)).toEqual({ order: 'PAID', payment: 'COMPLETED', error: null, parcels: ['PAID'], paidMessages: messagesBefore + 1 });
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS)).toBe(0);
    const tracked = await api.app.inject({ url: `${STORE}/products/order/tracking?${new URLSearchParams({ number: order.number, contact: '0711223344' })}` });
    expect(tracked.json<{ payment: { status: string } }>().payment.status).toBe('PAID');
  });

  it('executes a payment the buyer approved when the process stopped before calling the provider', async () => {
    const order = await approvedPayPalOrder();
    await stopMidCapture(order, 3);
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS)).toBe(1);
    expect(await stateOf(order)).toMatchObject({ order: 'PAID', payment: 'COMPLETED', parcels: ['PAID'] });
  });

  it('leaves a capture younger than the stale window to the request taking it', async () => {
    const order = await approvedPayPalOrder();
    await stopMidCapture(order, 0.5);
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS)).toBe(0);
    expect(await stateOf(order)).toMatchObject({ order: 'CAPTURING', payment: 'CAPTURING' });
    // Once stale, it is finished like any other.
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS, minutesFromNow(2))).toBe(1);
    expect(await stateOf(order)).toMatchObject({ order: 'PAID', payment: 'COMPLETED' });
  });

  it('fails the payment the provider knows nothing of, and the order then waits for another payment', async () => {
    const order = await approvedPayPalOrder();
    await stopMidCapture(order, 3);
    await api.database.db.update(payments).set({ providerPaymentId: 'PAYID-LOSTFOREVER' }).where(eq(payments.providerPaymentId, order.paymentId));
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS)).toBe(1);
    expect(await stateOf(order)).toMatchObject({ order: 'FAILED', payment: 'FAILED', error: 'lookup: no such payment', parcels: ['PLACED'] });
  });

  it('tries again later while the provider cannot answer, and the unpaid-order sweep never cancels it meanwhile', async () => {
    const order = await approvedPayPalOrder();
    await api.instance.paymentGateway.executePayment(order.paymentId, order.payerId);
    await stopMidCapture(order, 3);
    await api.database.db.update(orders).set({ paymentDueAt: minutesFromNow(-1) }).where(eq(orders.number, order.number));
    vi.spyOn(api.instance.paymentGateway, 'lookupPayment').mockRejectedValueOnce(new Error('PayPal unreachable'));

    expect(await finishStalledOrderCaptures(api.instance, STALE_MS)).toBe(0);
    await cancelUnpaidOrders(api.database.db);
    expect(await stateOf(order)).toMatchObject({ order: 'CAPTURING', payment: 'CAPTURING', parcels: ['PLACED'] });
    // Claimed just now: the next try waits for another stale window.
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS)).toBe(0);
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS, minutesFromNow(3))).toBe(1);
    expect(await stateOf(order)).toMatchObject({ order: 'PAID', payment: 'COMPLETED', parcels: ['PAID'] });
  });
});

describe('a confirmation whose answer is lost', () => {
  it('keeps the payment CAPTURING (the money may be taken) and the sweep records it paid', async () => {
    const order = await approvedPayPalOrder();
    const gateway = api.instance.paymentGateway;
    const execute = gateway.executePayment.bind(gateway);
    // PayPal takes the money, then the connection drops before its answer arrives.
    vi.spyOn(gateway, 'executePayment').mockImplementationOnce(async (paymentId, payerId) => {
      await execute(paymentId, payerId);
      throw new Error('PayPal answer cut off');
    });
    const lost = await confirm(order);
    expect(lost.statusCode).toBe(503);
    expect(lost.json<{ code: string }>().code).toBe('server/unavailable');
    expect(await stateOf(order)).toMatchObject({ order: 'CAPTURING', payment: 'CAPTURING' });

    expect(await finishStalledOrderCaptures(api.instance, STALE_MS, minutesFromNow(3))).toBe(1);
    expect(await stateOf(order)).toMatchObject({ order: 'PAID', payment: 'COMPLETED', parcels: ['PAID'] });
    const again = await confirm(order);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ payment: { status: string } }>().payment.status).toBe('PAID');
  });

  it('a declined capture still fails at once, with its reason', async () => {
    const order = await approvedPayPalOrder();
    vi.spyOn(api.instance.paymentGateway, 'executePayment').mockRejectedValueOnce(new PaymentDeclinedError('execute refused: INSTRUMENT_DECLINED'));
    const declined = await confirm(order);
    expect(declined.statusCode).toBe(402);
    expect(declined.json<{ code: string }>().code).toBe('payment/declined');
    expect(await stateOf(order)).toMatchObject({ order: 'FAILED', payment: 'FAILED', error: 'execute refused: INSTRUMENT_DECLINED' });
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS, minutesFromNow(3))).toBe(0);
  });
});

describe('a capture that took another amount than the order', () => {
  /** The sandbox charges what was asked; PayPal taking one cent more is what this stands for. */
  const overcharge = (executed: Awaited<ReturnType<TestApi['instance']['paymentGateway']['executePayment']>>) => ({ ...executed, amount: executed.amount + 1 });

  async function refundState(order: PayPalOrder) {
    const [row] = await api.database.db.select({ refund: orders.refundStatus, cancelled: orders.cancelledAt, reason: orders.cancelReason }).from(orders).where(eq(orders.number, order.number));
    return { refund: row?.refund, cancelled: row?.cancelled !== null, reason: row?.reason };
  }

  it('records the money as taken, cancels the order and owes the buyer a refund, never a payment to make again', async () => {
    const order = await approvedPayPalOrder();
    const [before] = await api.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.slug, slug));
    const { paidMessages } = await stateOf(order);
    const gateway = api.instance.paymentGateway;
    const execute = gateway.executePayment.bind(gateway);
    vi.spyOn(gateway, 'executePayment').mockImplementationOnce(async (paymentId, payerId) => overcharge(await execute(paymentId, payerId)));
    const answered = await confirm(order);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await stateOf(order)).toMatchObject({ order: 'PAID', payment: 'COMPLETED', error: expect.stringMatching(/^charged \d+ EUR, expected \d+ EUR$/), parcels: ['CANCELLED'], paidMessages });
    expect(await refundState(order)).toMatchObject({ refund: 'REFUND_DUE', cancelled: true, reason: expect.stringContaining('PayPal: charged') });
    // The order's unit is back on sale.
    const [after] = await api.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.slug, slug));
    expect(after?.quantity).toBe((before?.quantity ?? 0) + 1);
    // Confirming again changes nothing: the money is recorded once.
    const again = await confirm(order);
    expect(again.statusCode).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'COMPLETED', parcels: ['CANCELLED'] });
  });

  it('is owed back too when the sweep finishes such a capture cut short', async () => {
    const order = await approvedPayPalOrder();
    await stopMidCapture(order, 5);
    const gateway = api.instance.paymentGateway;
    const execute = gateway.executePayment.bind(gateway);
    vi.spyOn(gateway, 'executePayment').mockImplementationOnce(async (paymentId, payerId) => overcharge(await execute(paymentId, payerId)));
    expect(await finishStalledOrderCaptures(api.instance, STALE_MS)).toBe(1);
    expect(await stateOf(order)).toMatchObject({ order: 'PAID', payment: 'COMPLETED', parcels: ['CANCELLED'] });
    expect(await refundState(order)).toMatchObject({ refund: 'REFUND_DUE', cancelled: true });
  });
});

