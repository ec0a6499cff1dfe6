import { accounts, carts, orders, payments, products, stockReservations } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectProblem, freshIp, STORE, tokenOf } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { deliveryAddress } from '../../test-support/orders.ts';

/*
 * Who may do what with a checkout: only an order's buyer confirms its payment (and reads it
 * back), a payer who did not approve a payment cannot fail it, PayPal sends buyers back only to
 * this store, guests never share Idempotency-Keys, and one cart holds its stock once.
 */

let api: TestApi;
let product: { id: number; slug: string };

beforeAll(async () => {
  api = await createTestApi();
  const [row] = await api.database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .where(and(eq(accounts.login, 'seller'), eq(products.published, true), eq(products.currency, 'XOF')))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('seed has no product of the demo seller');
  product = row;
  await api.database.db.update(products).set({ quantity: 1000 }).where(eq(products.id, product.id));
});
afterAll(() => api.close());

const address = deliveryAddress;
/** What of the buyer must never reach anyone else. */
const personal = ['Awa', 'Kon', '0711223344', '711223344', 'awa@example.com', 'Cocody'];

interface OrderBody {
  number: string;
  payment: { status: string; approvalUrl: string | null };
}
type Headers = Record<string, string>;

const post = (url: string, payload: unknown, headers: Headers = {}) => api.app.inject({ method: 'POST', url: `${STORE}/${url}`, payload: payload as Record<string, unknown>, headers, remoteAddress: freshIp() });

async function guestCart(quantity = 1): Promise<string> {
  const response = await post('products/cart', { cart: { items: [{ productSlug: product.slug, quantity }], currency: 'CFA' } });
  return response.json<{ cart: { slug: string } }>().cart.slug;
}

async function reserve(payload: { cartSlug?: string }, headers: Headers = {}): Promise<string> {
  const response = await post('products/checkout', payload, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function order(reservationId: string, paymentMethod: 'PAYPAL' | 'CASH_ON_DELIVERY', headers: Headers = {}): Promise<OrderBody> {
  const response = await post('products/order', { reservationId, address, shippingOptionId: 2, paymentMethod }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderBody>();
}

/** A guest's PayPal order, with the guest cart's slug (the guest's proof) and the sandbox's token. */
async function guestPaypalOrder() {
  const cartSlug = await guestCart();
  const placed = await order(await reserve({ cartSlug }), 'PAYPAL');
  const token = new URL(placed.payment.approvalUrl ?? '', 'http://store.test').searchParams.get('token') ?? '';
  return { ...placed, cartSlug, token };
}

/** The buyer approves on the sandbox's page; PayPal sends them back with paymentId and PayerID. */
async function approve(token: string) {
  const approved = await api.app.inject({
    method: 'POST',
    url: '/sandbox/paypal/checkout',
    payload: new URLSearchParams({ token, decision: 'approve', locale: 'fr' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(approved.statusCode).toBe(303);
  const back = new URL(approved.headers.location ?? '');
  return { back, payerID: back.searchParams.get('PayerID') ?? '', paymentId: back.searchParams.get('paymentId') ?? '' };
}

const confirm = (payload: { payerID: string; paymentId: string; cartSlug?: string }, headers: Headers = {}) => post('products/order/paypal/confirm', payload, headers);

async function paymentState(number: string) {
  const [row] = await api.database.db
    .select({ order: orders.paymentStatus, payment: payments.status })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.number, number));
  return row;
}

function expectNothingPersonal(body: string) {
  for (const value of personal) expect(body).not.toContain(value);
}

describe('POST products/order/paypal/confirm', () => {
  it("is the buyer's alone: another guest holding the paymentId and PayerID gets 404, nothing personal, and cannot replay the buyer's key", async () => {
    const placed = await guestPaypalOrder();
    const { payerID, paymentId } = await approve(placed.token);
    const key = { 'idempotency-key': `confirm-${paymentId}` };

    // Someone who read the return address (a shared screen, a forwarded link) tries first.
    const strangerCart = await guestCart();
    for (const attempt of [
      await confirm({ payerID, paymentId, cartSlug: strangerCart }, key),
      await confirm({ payerID, paymentId }, key),
      await confirm({ payerID, paymentId }, { ...key, ...bearer(await tokenOf(api, 'seller', 'Seller2026!')) }),
    ]) {
      expectProblem(attempt, 404, 'resource/not-found');
      expectNothingPersonal(attempt.body);
    }
    expect(await paymentState(placed.number)).toEqual({ order: 'PENDING', payment: 'CREATED' });

    const paid = await confirm({ payerID, paymentId, cartSlug: placed.cartSlug }, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<OrderBody>().payment.status).toBe('PAID');

    // The buyer's recorded answer is replayed to the buyer only.
    const replayed = await confirm({ payerID, paymentId, cartSlug: strangerCart }, key);
    expectProblem(replayed, 404, 'resource/not-found');
    expectNothingPersonal(replayed.body);
    expect((await confirm({ payerID, paymentId, cartSlug: placed.cartSlug }, key)).json<OrderBody>().number).toBe(placed.number);
  });

  it('confirms a signed-in buyer’s order for that account only', async () => {
    const buyer = bearer(await tokenOf(api, 'buyer', 'Buyer2026!'));
    await post('products/cart', { cart: { items: [{ productSlug: product.slug, quantity: 1 }], currency: 'CFA' } }, buyer);
    const placed = await order(await reserve({}, buyer), 'PAYPAL', buyer);
    const { payerID, paymentId } = await approve(new URL(placed.payment.approvalUrl ?? '', 'http://store.test').searchParams.get('token') ?? '');
    expectProblem(await confirm({ payerID, paymentId }), 404, 'resource/not-found');
    expectProblem(await confirm({ payerID, paymentId }, bearer(await tokenOf(api, 'seller', 'Seller2026!'))), 404, 'resource/not-found');
    expect(await paymentState(placed.number)).toEqual({ order: 'PENDING', payment: 'CREATED' });
    const paid = await confirm({ payerID, paymentId }, buyer);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<OrderBody>().payment.status).toBe('PAID');
  });

  it('never fails a payment for a PayerID that did not approve it: the order stays payable by its buyer', async () => {
    const placed = await guestPaypalOrder();
    // Before any approval, then with another approval's PayerID.
    expectProblem(await confirm({ payerID: 'SANDBOXPAYER0000', paymentId: (await paymentIdOf(placed.number)) ?? '', cartSlug: placed.cartSlug }), 409, 'payment/payer-mismatch');
    expect(await paymentState(placed.number)).toEqual({ order: 'PENDING', payment: 'CREATED' });
    const { payerID, paymentId } = await approve(placed.token);
    const other = await guestPaypalOrder();
    const otherApproval = await approve(other.token);
    expectProblem(await confirm({ payerID: otherApproval.payerID, paymentId, cartSlug: placed.cartSlug }), 409, 'payment/payer-mismatch');
    expectProblem(await confirm({ payerID: 'not a payer id', paymentId, cartSlug: placed.cartSlug }), 409, 'payment/payer-mismatch');
    expect(await paymentState(placed.number)).toEqual({ order: 'PENDING', payment: 'CREATED' });

    const paid = await confirm({ payerID, paymentId, cartSlug: placed.cartSlug });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await paymentState(placed.number)).toEqual({ order: 'PAID', payment: 'COMPLETED' });
  });
});

async function paymentIdOf(number: string) {
  const [row] = await api.database.db.select({ id: payments.providerPaymentId }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.number, number));
  return row?.id;
}

describe('returnPath', () => {
  it('sends the buyer back from PayPal only to a path of this store, query kept', async () => {
    const reservationId = await reserve({ cartSlug: await guestCart() });
    for (const returnPath of ['//evil.example/cart', '/\\evil.example', '/\t/evil.example', '/%5cevil.example', 'https://evil.example/', '/caf\u00e9']) {
      const refused = await post('products/order', { reservationId, address, shippingOptionId: 2, paymentMethod: 'PAYPAL', returnPath });
      const problem = expectProblem(refused, 400, 'request/invalid');
      expect(problem.errors?.map((error) => error.message), JSON.stringify(returnPath)).toContain('order/return-path-invalid');
    }
    const placed = await post('products/order', { reservationId, address, shippingOptionId: 2, paymentMethod: 'PAYPAL', returnPath: '/cart/checkout/paypal-return?from=app' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { back } = await approve(new URL(placed.json<OrderBody>().payment.approvalUrl ?? '', 'http://store.test').searchParams.get('token') ?? '');
    const usual = await approve((await guestPaypalOrder()).token);
    expect(back.origin).toBe(usual.back.origin);
    expect(back.pathname).toBe('/cart/checkout/paypal-return');
    expect(back.searchParams.get('from')).toBe('app');
  });
});

describe('Idempotency-Key of guests', () => {
  it("belongs to one guest's checkout: another guest sending the same key gets their own order, never the first one's", async () => {
    const key = { 'idempotency-key': 'order-1' };
    const first = await order(await reserve({ cartSlug: await guestCart() }), 'CASH_ON_DELIVERY', key);
    const second = await order(await reserve({ cartSlug: await guestCart() }), 'CASH_ON_DELIVERY', key);
    expect(second.number).not.toBe(first.number);
  });
});

describe('POST products/checkout of one cart twice at once', () => {
  it('holds the stock once: the second checkout reuses the first reservation, and a changed cart replaces it', async () => {
    await api.database.db.update(products).set({ quantity: 10 }).where(eq(products.id, product.id));
    const cartSlug = await guestCart(2);
    const [first, second] = await Promise.all([post('products/checkout', { cartSlug }), post('products/checkout', { cartSlug })]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    const stock = async () => (await api.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, product.id)))[0]?.quantity;
    expect(await stock()).toBe(8);
    const active = async () =>
      api.database.db
        .select({ id: stockReservations.id })
        .from(stockReservations)
        .innerJoin(carts, eq(carts.id, stockReservations.cartId))
        .where(and(eq(carts.slug, cartSlug), eq(stockReservations.status, 'ACTIVE')));
    expect(await active()).toEqual([{ id: first.json<{ id: string }>().id }]);

    // Three now: the held two go back, three are taken, under a new reservation.
    await post('products/cart', { cart: { slug: cartSlug, items: [{ productSlug: product.slug, quantity: 3 }], currency: 'CFA' } });
    const changed = await reserve({ cartSlug });
    expect(changed).not.toBe(first.json<{ id: string }>().id);
    expect(await active()).toEqual([{ id: changed }]);
    expect(await stock()).toBe(7);
  });
});
