import { accounts, orderItems, orders, outboxMessages, products, stockReservations, subOrders } from '@store/db/schema/index';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { expireReservations } from './checkout.service.ts';
import { cancelUnpaidOrders } from './seller-orders.service.ts';
import { deliveryAddress, publishedCfaProduct } from '../../test-support/orders.ts';

/*
 * Checkout and orders through the real routes: stock is reserved and released, orders are
 * priced from the catalogue, keys replay, and nobody reads another's order.
 */

let api: TestApi;
const STORE = '/store/api/v1';
interface ProductRow {
  id: number;
  slug: string;
  price: number;
  sellerLogin: string;
}
let mine: ProductRow; // sold by the demo seller (Abidjan Digital)
let theirs: ProductRow; // sold by another shop
const tokens: Record<string, string> = {};

async function login(username: string, password: string) {
  const response = await api.app.inject({ method: 'POST', url: `${STORE}/authenticate`, payload: { username, password } });
  return response.json<{ id_token: string }>().id_token;
}

const productOf = (where: SQL | undefined): Promise<ProductRow> => publishedCfaProduct(api.database.db, where);

const setStock = (id: number, quantity: number) => api.database.db.update(products).set({ quantity }).where(eq(products.id, id));
const stockOf = async (id: number) => (await api.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, id)))[0]?.quantity;

beforeAll(async () => {
  api = await createTestApi();
  mine = await productOf(eq(accounts.login, 'seller'));
  theirs = await productOf(and(ne(accounts.login, 'seller'), eq(accounts.accountType, 'PROFESSIONAL')) ?? sql`false`);
  tokens.buyer = await login('buyer', 'Buyer2026!');
  tokens.seller = await login('seller', 'Seller2026!');
  tokens.otherSeller = await login(theirs.sellerLogin, 'Shop2026!');
});
afterAll(() => api.close());

/** What the sweeper does every CHECKOUT_SWEEP_SECONDS, run now. */
const sweep = async () => {
  await expireReservations(api.database.db);
  await cancelUnpaidOrders(api.database.db);
};

const bearer = (name: string) => ({ authorization: `Bearer ${tokens[name]}` });

/** A guest's cart, from its own address so per-address limits do not mix buyers. */
async function guestCart(lines: { productSlug: string; quantity: number }[], remoteAddress = '127.0.0.1') {
  const response = await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, payload: { cart: { items: lines, currency: 'CFA' } }, remoteAddress });
  return response.json<{ cart: { slug: string } }>().cart.slug;
}

interface ReservationBody {
  id: string;
  status: string;
  secondsLeft: number;
  summary: { subTotal: number; grandTotal: number };
}
const checkout = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, payload, headers, remoteAddress });

const address = deliveryAddress;

interface OrderBody {
  number: string;
  summary: { numProducts: number; subTotal: number; shippingFees: number; grandTotal: number; currency: string };
  payment: { method: string; status: string; approvalUrl: string | null; charged: { amount: number; currency: string } | null };
  subOrders: { id: number; seller: { slug: string }; status: string; subTotal: number; lines: { productSlug: string; quantity: number }[] }[];
}
const placeOrder = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  api.app.inject({ method: 'POST', url: `${STORE}/products/order`, payload, headers, remoteAddress });

/** A guest's order, with the slug of the guest cart it came from (the guest's proof when paying). */
async function guestOrder(paymentMethod: 'CASH_ON_DELIVERY' | 'PAYPAL', lines = [{ productSlug: mine.slug, quantity: 1 }]) {
  const cartSlug = await guestCart(lines);
  const reservation = (await checkout({ cartSlug })).json<ReservationBody>();
  const response = await placeOrder({ reservationId: reservation.id, address, shippingOptionId: 2, paymentMethod });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<OrderBody>(), cartSlug };
}

describe('checkout reserves the stock for the cart timer', () => {
  it('takes the stock of every line for 300 s and gives it back when the buyer leaves', async () => {
    await setStock(mine.id, 10);
    const response = await checkout({ cartSlug: await guestCart([{ productSlug: mine.slug, quantity: 3 }]) });
    expect(response.statusCode).toBe(201);
    const reservation = response.json<ReservationBody>();
    expect(reservation.status).toBe('ACTIVE');
    expect(reservation.secondsLeft).toBeGreaterThan(295);
    expect(reservation.secondsLeft).toBeLessThanOrEqual(300);
    expect(reservation.summary.subTotal).toBe(mine.price * 3);
    expect(await stockOf(mine.id)).toBe(7);
    expect((await api.app.inject({ method: 'DELETE', url: `${STORE}/products/checkout/${reservation.id}` })).statusCode).toBe(204);
    expect(await stockOf(mine.id)).toBe(10);
    const after = (await api.app.inject({ url: `${STORE}/products/checkout/${reservation.id}` })).json<ReservationBody>();
    expect(after).toMatchObject({ status: 'RELEASED', secondsLeft: 0 });
  });

  it('gives the stock back when the timer runs out, and an expired checkout cannot become an order', async () => {
    await setStock(mine.id, 10);
    const reservation = (await checkout({ cartSlug: await guestCart([{ productSlug: mine.slug, quantity: 4 }]) })).json<ReservationBody>();
    expect(await stockOf(mine.id)).toBe(6);
    await api.database.db.update(stockReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(stockReservations.id, reservation.id));
    await sweep();
    expect(await stockOf(mine.id)).toBe(10);
    const late = await placeOrder({ reservationId: reservation.id, address, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' });
    expect(late.statusCode).toBe(410);
    expect(late.json<{ code: string }>().code).toBe('checkout/reservation-expired');
    // The sweeper already released it: reading it again changes nothing.
    expect((await api.app.inject({ url: `${STORE}/products/checkout/${reservation.id}` })).json<ReservationBody>().status).toBe('EXPIRED');
    expect(await stockOf(mine.id)).toBe(10);
  });

  it('refuses the whole cart when a line is short, and stores the cart capped at what is left', async () => {
    await setStock(mine.id, 5);
    await setStock(theirs.id, 5);
    const slug = await guestCart([{ productSlug: mine.slug, quantity: 2 }, { productSlug: theirs.slug, quantity: 3 }]);
    await setStock(theirs.id, 1);
    const refused = await checkout({ cartSlug: slug });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('checkout/out-of-stock');
    expect(await stockOf(mine.id)).toBe(5);
    const cart = (await api.app.inject({ url: `${STORE}/products/cart/by-slug/${slug}` })).json<{ cart: { items: { productSlug: string; quantity: number }[] } }>();
    expect(cart.cart.items.find((item) => item.productSlug === theirs.slug)?.quantity).toBe(1);
    expect((await checkout({ cartSlug: slug })).statusCode).toBe(201);
    expect(await stockOf(theirs.id)).toBe(0);
  });

  it('answers 400 for an empty or unknown cart', async () => {
    for (const payload of [{}, { cartSlug: 'no-such-cart-slug' }]) {
      const response = await checkout(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('checkout/empty-cart');
    }
  });
});

describe('placing an order', () => {
  it('splits a two-seller order into sub-orders priced from the catalogue, whatever the client claims', async () => {
    await setStock(mine.id, 10);
    await setStock(theirs.id, 10);
    const slug = await guestCart([{ productSlug: mine.slug, quantity: 2 }, { productSlug: theirs.slug, quantity: 1 }]);
    const reservation = (await checkout({ cartSlug: slug })).json<ReservationBody>();
    const response = await placeOrder({
      reservationId: reservation.id,
      address,
      shippingOptionId: 3,
      paymentMethod: 'CASH_ON_DELIVERY',
      // Tampering: none of these are part of the contract, so none are read.
      grandTotal: 1,
      summary: { grandTotal: 1 },
      items: [{ productSlug: mine.slug, unitPrice: 1, quantity: 2 }],
      currency: 'EUR',
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<OrderBody>();
    expect(order.number).toMatch(/^EM-[2-9A-HJ-NP-Z]{8}$/);
    expect(order.summary).toMatchObject({ numProducts: 3, subTotal: mine.price * 2 + theirs.price, shippingFees: 4000, grandTotal: mine.price * 2 + theirs.price + 4000, currency: 'CFA' });
    expect(order.payment).toMatchObject({ method: 'CASH_ON_DELIVERY', status: 'PENDING', approvalUrl: null });
    expect(order.subOrders).toHaveLength(2);
    expect(order.subOrders.map((part) => part.status)).toEqual(['PLACED', 'PLACED']);
    expect(order.subOrders.find((part) => part.seller.slug === 'abidjan-digital')?.subTotal).toBe(mine.price * 2);
    // The stock stays taken, the cart is empty, and the buyer and both sellers are told.
    expect(await stockOf(mine.id)).toBe(8);
    const cart = (await api.app.inject({ url: `${STORE}/products/cart/by-slug/${slug}` })).json<{ cart: { items: unknown[] }; version: number }>();
    expect(cart.cart.items).toEqual([]);
    // A tab that read the cart before the order cannot save the ordered lines back.
    expect(cart.version).toBe(2);
    const messages = await api.database.db.select({ recipient: outboxMessages.recipient, kind: outboxMessages.kind, body: outboxMessages.body }).from(outboxMessages).where(sql`${outboxMessages.body} like ${`%${order.number}%`}`);
    expect(messages.filter((m) => m.kind === 'order-placed').map((m) => m.recipient).sort()).toEqual(['+2250711223344', 'awa@example.com']);
    expect(messages.filter((m) => m.kind === 'seller-new-order').length).toBeGreaterThanOrEqual(2);
    // A checkout becomes one order only.
    const again = await placeOrder({ reservationId: reservation.id, address, shippingOptionId: 3, paymentMethod: 'CASH_ON_DELIVERY' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('checkout/reservation-closed');
  });

  it('shows each problem of the delivery form on its field', async () => {
    const reservation = (await checkout({ cartSlug: await guestCart([{ productSlug: mine.slug, quantity: 1 }]) })).json<ReservationBody>();
    const response = await placeOrder({ reservationId: reservation.id, address: { ...address, fullname: '', phoneNumber: { indicator: '+225', telephone: '12' }, city: '' }, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string; message: string }[] }>().errors;
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: 'order/fullname-required' }),
        expect.objectContaining({ message: 'phone/invalid' }),
        expect.objectContaining({ message: 'order/city-required' }),
      ]),
    );
    const unknownOption = await placeOrder({ reservationId: reservation.id, address, shippingOptionId: 99, paymentMethod: 'CASH_ON_DELIVERY' });
    expect(unknownOption.statusCode).toBe(400);
  });

  it('replays the first answer for a repeated Idempotency-Key, even when both arrive together, and refuses the key with another body', async () => {
    await setStock(mine.id, 10);
    const reservation = (await checkout({ cartSlug: await guestCart([{ productSlug: mine.slug, quantity: 1 }]) })).json<ReservationBody>();
    const body = { reservationId: reservation.id, address, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' };
    const headers = { 'idempotency-key': `pay-${reservation.id}` };
    const [first, second] = await Promise.all([placeOrder(body, headers), placeOrder(body, headers)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    expect(first?.json<OrderBody>().number).toBe(second?.json<OrderBody>().number);
    const third = await placeOrder(body, headers);
    expect(third.json<OrderBody>().number).toBe(first?.json<OrderBody>().number);
    const count = await api.database.db.select({ id: orders.id }).from(orders).where(eq(orders.reservationId, reservation.id));
    expect(count).toHaveLength(1);
    const reused = await placeOrder({ ...body, shippingOptionId: 1 }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json<{ code: string }>().code).toBe('idempotency/key-reused');
  });

  it('sells exactly the stock when 200 buyers check out the last 5 at once', async () => {
    await setStock(theirs.id, 5);
    const startedAt = new Date();
    const buyers = Array.from({ length: 200 }, (_, i) => `10.1.${Math.floor(i / 250)}.${i % 250}`);
    const slugs = await Promise.all(buyers.map((ip) => guestCart([{ productSlug: theirs.slug, quantity: 1 }], ip)));
    const outcomes = await Promise.all(
      buyers.map(async (ip, i) => {
        const started = await checkout({ cartSlug: slugs[i] }, {}, ip);
        if (started.statusCode !== 201) return started.json<{ code: string }>().code;
        const placed = await placeOrder({ reservationId: started.json<ReservationBody>().id, address, shippingOptionId: 1, paymentMethod: 'CASH_ON_DELIVERY' }, { 'idempotency-key': `buyer-${i}` }, ip);
        return placed.statusCode === 201 ? 'ordered' : placed.json<{ code: string }>().code;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'ordered')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'checkout/out-of-stock')).toHaveLength(195);
    expect(await stockOf(theirs.id)).toBe(0);
    const ordered = await api.database.db
      .select({ sold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
      .where(and(eq(orderItems.productId, theirs.id), sql`${subOrders.placedAt} > ${startedAt}`));
    expect(ordered[0]?.sold).toBe(5);
    // 400 requests on one connection to the embedded database: about 5 s on a quiet machine,
    // several times that on a busy one. The limit guards against a hang, not a speed.
  }, 180_000);
});

describe('following and handling orders', () => {
  it('finds an order by its number and the phone number or email given, and nothing with another contact', async () => {
    const order = await guestOrder('CASH_ON_DELIVERY');
    for (const contact of ['0711223344', '+225 07 11 22 33 44', 'AWA@example.com']) {
      const found = await api.app.inject({ url: `${STORE}/products/order/tracking?${new URLSearchParams({ number: order.number.toLowerCase(), contact })}` });
      expect(found.statusCode, contact).toBe(200);
      expect(found.json<OrderBody>().number).toBe(order.number);
    }
    for (const contact of ['0700000002', 'someone@example.com']) {
      const refused = await api.app.inject({ url: `${STORE}/products/order/tracking?${new URLSearchParams({ number: order.number, contact })}` });
      expect(refused.statusCode).toBe(404);
    }
  });

  it("lets a buyer read only their own orders, and a seller only their own sub-orders", async () => {
    await setStock(mine.id, 10);
    await setStock(theirs.id, 10);
    await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, payload: { cart: { items: [{ productSlug: mine.slug, quantity: 1 }, { productSlug: theirs.slug, quantity: 1 }] } }, headers: bearer('buyer') });
    const reservationId = (await checkout({}, bearer('buyer'))).json<ReservationBody>().id;
    // Another user cannot read or use the buyer's checkout.
    expect((await api.app.inject({ url: `${STORE}/products/checkout/${reservationId}`, headers: bearer('seller') })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `${STORE}/products/checkout/${reservationId}` })).statusCode).toBe(404);
    const placed = await placeOrder({ reservationId, address, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' }, bearer('buyer'));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<OrderBody>();

    const list = await api.app.inject({ url: `${STORE}/products/orders`, headers: bearer('buyer') });
    expect(list.json<{ number: string }[]>().map((item) => item.number)).toContain(order.number);
    expect((await api.app.inject({ url: `${STORE}/products/orders/${order.number}`, headers: bearer('buyer') })).statusCode).toBe(200);
    expect((await api.app.inject({ url: `${STORE}/products/orders/${order.number}`, headers: bearer('seller') })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `${STORE}/products/orders`, headers: bearer('seller') })).json<{ number: string }[]>().map((item) => item.number)).not.toContain(order.number);
    expect((await api.app.inject({ url: `${STORE}/products/orders` })).statusCode).toBe(401);

    // Each seller sees their own part, with only their own lines.
    const mineParts = (await api.app.inject({ url: `${STORE}/products/sub-orders`, headers: bearer('seller') })).json<(OrderBody['subOrders'][number] & { orderNumber: string })[]>();
    const myPart = mineParts.find((part) => part.orderNumber === order.number);
    expect(myPart?.lines.map((line) => line.productSlug)).toEqual([mine.slug]);
    const theirPart = order.subOrders.find((part) => part.seller.slug !== 'abidjan-digital');
    expect(theirPart).toBeDefined();
    expect((await api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${theirPart?.id}/status`, payload: { status: 'SHIPPED' }, headers: bearer('seller') })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `${STORE}/products/sub-orders`, headers: bearer('buyer') })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${myPart?.id}/status`, payload: { status: 'SHIPPED' }, headers: bearer('buyer') })).statusCode).toBe(403);
  });

  it('moves a cash-on-delivery parcel from placed to shipped to delivered (paid), refuses a skipped step, and a cancel puts the stock back', async () => {
    await setStock(mine.id, 10);
    const order = await guestOrder('CASH_ON_DELIVERY', [{ productSlug: mine.slug, quantity: 2 }]);
    const part = order.subOrders[0];
    const move = (status: string) => api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${part?.id}/status`, payload: { status }, headers: bearer('seller') });
    expect((await move('DELIVERED')).statusCode).toBe(409);
    const shipped = await move('SHIPPED');
    expect(shipped.json<{ status: string; shippedAt: string; nextStatuses: string[] }>()).toMatchObject({ status: 'SHIPPED', nextStatuses: ['DELIVERED'] });
    expect((await move('CANCELLED')).json<{ code: string }>().code).toBe('order/invalid-transition');
    const delivered = (await move('DELIVERED')).json<{ status: string; paidAt: string | null; deliveredAt: string | null }>();
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.paidAt).not.toBeNull();
    const tracked = (await api.app.inject({ url: `${STORE}/products/order/tracking?${new URLSearchParams({ number: order.number, contact: 'awa@example.com' })}` })).json<OrderBody>();
    expect(tracked.subOrders[0]?.status).toBe('DELIVERED');

    const second = await guestOrder('CASH_ON_DELIVERY', [{ productSlug: mine.slug, quantity: 3 }]);
    const before = await stockOf(mine.id);
    const cancelled = await api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${second.subOrders[0]?.id}/status`, payload: { status: 'CANCELLED' }, headers: bearer('seller') });
    expect(cancelled.json<{ status: string }>().status).toBe('CANCELLED');
    expect(await stockOf(mine.id)).toBe((before ?? 0) + 3);
    const [row] = await api.database.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.number, second.number));
    expect(row?.paymentStatus).toBe('CANCELLED');
  });

  it('cancels an online payment not confirmed in time and puts its stock back', async () => {
    await setStock(mine.id, 10);
    const order = await guestOrder('PAYPAL', [{ productSlug: mine.slug, quantity: 2 }]);
    expect(order.payment.status).toBe('PENDING');
    expect(await stockOf(mine.id)).toBe(8);
    await api.database.db.update(orders).set({ paymentDueAt: new Date(Date.now() - 1000) }).where(eq(orders.number, order.number));
    await sweep();
    expect(await stockOf(mine.id)).toBe(10);
    const [part] = await api.database.db.select({ status: subOrders.status }).from(subOrders).innerJoin(orders, eq(orders.id, subOrders.orderId)).where(eq(orders.number, order.number)).orderBy(desc(subOrders.id));
    expect(part?.status).toBe('CANCELLED');
  });

  it('takes a PayPal payment through the sandbox: approve, confirm once, in EUR for a CFA order', async () => {
    await setStock(mine.id, 10);
    const order = await guestOrder('PAYPAL', [{ productSlug: mine.slug, quantity: 1 }]);
    expect(order.payment).toMatchObject({ method: 'PAYPAL', status: 'PENDING' });
    expect(order.payment.charged?.currency).toBe('EUR');
    expect(order.payment.approvalUrl).toMatch(/^\/sandbox\/paypal\/checkout\?token=/);
    const token = new URL(order.payment.approvalUrl ?? '', 'http://x').searchParams.get('token') ?? '';
    const page = await api.app.inject({ url: order.payment.approvalUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.number);
    const approved = await api.app.inject({ method: 'POST', url: '/sandbox/paypal/checkout', payload: new URLSearchParams({ token, decision: 'approve', locale: 'fr' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location ?? '');
    expect(back.pathname).toBe('/cart/checkout/paypal-return');
    const confirmBody = { payerID: back.searchParams.get('PayerID'), paymentId: back.searchParams.get('paymentId'), cartSlug: order.cartSlug };
    // A wrong payer is refused by the provider; the order stays payable.
    const wrong = await api.app.inject({ method: 'POST', url: `${STORE}/products/order/paypal/confirm`, payload: { ...confirmBody, payerID: 'SOMEONEELSE' } });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ code: string }>().code).toBe('payment/payer-mismatch');
  });

  it('confirms an approved PayPal payment once: the order and its parcels become paid, a repeat answers the same', async () => {
    await setStock(mine.id, 10);
    await setStock(theirs.id, 10);
    const order = await guestOrder('PAYPAL', [{ productSlug: mine.slug, quantity: 1 }, { productSlug: theirs.slug, quantity: 2 }]);
    const token = new URL(order.payment.approvalUrl ?? '', 'http://x').searchParams.get('token') ?? '';
    const approved = await api.app.inject({ method: 'POST', url: '/sandbox/paypal/checkout', payload: new URLSearchParams({ token, decision: 'approve', locale: 'en' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const back = new URL(approved.headers.location ?? '');
    const confirm = () =>
      api.app.inject({
        method: 'POST',
        url: `${STORE}/products/order/paypal/confirm`,
        payload: { payerID: back.searchParams.get('PayerID'), paymentId: back.searchParams.get('paymentId'), cartSlug: order.cartSlug },
        headers: { 'idempotency-key': `confirm-${back.searchParams.get('paymentId')}` },
      });
    // Both arrive together (a double-clicked return page): both answer the paid order.
    const [first, second] = await Promise.all([confirm(), confirm()]);
    expect([first?.statusCode, second?.statusCode], `${first?.body} ${second?.body}`).toEqual([200, 200]);
    const paid = first?.json<OrderBody>();
    expect(second?.json<OrderBody>().number).toBe(paid?.number);
    expect(paid?.payment.status).toBe('PAID');
    expect(paid?.subOrders.map((part) => part.status)).toEqual(['PAID', 'PAID']);
    const again = await confirm();
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderBody>().payment.status).toBe('PAID');
    // Paid orders are never swept, even long after their due time.
    await api.database.db.update(orders).set({ paymentDueAt: new Date(Date.now() - 1000) }).where(eq(orders.number, order.number));
    await sweep();
    const tracked = (await api.app.inject({ url: `${STORE}/products/order/tracking?${new URLSearchParams({ number: order.number, contact: '0711223344' })}` })).json<OrderBody>();
    expect(tracked.payment.status).toBe('PAID');
    expect(tracked.subOrders.map((part) => part.status)).toEqual(['PAID', 'PAID']);
  });
});
