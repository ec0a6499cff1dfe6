import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { cartSummary, emptyCart } from '@store/contracts/cart-rules';
import type { Language } from '@store/contracts/locale';
import { convertMoney, currencyFromIso, type ExchangeRates, formatMoney, isoCurrency } from '@store/contracts/money';
import { shippingOptionById } from '@store/contracts/order-rules';
import { type Order, orderSchema, type PlaceOrderBody } from '@store/contracts/orders';
import { normalizePhoneNumber } from '@store/contracts/phone';
import type { Database } from '@store/db/client';
import { accounts, cartItems, carts, orderItems, orders, payments, products, stockReservationItems, stockReservations, subOrders } from '@store/db/schema/index';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { type IdempotencyKey, recordAnswer, recordedAnswer } from '../../lib/idempotency.ts';
import type { QueuedMessage } from '../notifications/notifier.ts';
import { chargeMismatch } from '../payments/capture-recovery.ts';
import { awaitCapture, callProvider, PayerMismatchError, PaymentDeclinedError, type PaymentGateway, providerCharge } from '../payments/payment-gateway.ts';
import { completeOrderPayment, refundMismatchedCharge, releaseOrderPayment } from './order-capture.ts';
import { reservationItems } from './checkout.service.ts';
import { findOrderRow, orderView } from './order-views.ts';
import { thumbnailId } from '../products/products.repo.ts';
import { nextVersion } from '../cart/cart.repo.ts';
import { localized } from '../../lib/localize.ts';
import { tellSellers } from './seller-notices.ts';
import { countInTransaction } from '../products/product-stats.ts';

/*
 * Placing and paying orders. Placing is one transaction: the reservation is locked, checked
 * and consumed, the order, one sub-order per seller and the lines are written, the ordered
 * lines leave the cart and the messages go to the outbox; any failure leaves nothing behind.
 * Prices come from the reservation (the catalogue price when the stock was taken); nothing
 * the client says about money is read.
 */

export interface OrderContext {
  app: FastifyInstance;
  request: FastifyRequest;
  rates: ExchangeRates;
  language: Language;
  gateway: PaymentGateway;
}

/** EM- and 8 characters without look-alikes (0/O, 1/I): about 10^12 numbers, typed from an SMS. */
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newOrderNumber(): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `EM-${suffix}`;
}

const trackingPath = '/order-tracking';

export async function placeOrder(ctx: OrderContext, accountId: number | null, body: PlaceOrderBody, idempotency: IdempotencyKey | undefined): Promise<{ statusCode: number; order: Order }> {
  const { app } = ctx;
  const replay = await recordedAnswer(app.db, idempotency);
  if (replay) return { statusCode: replay.statusCode, order: orderSchema.parse(replay.body) };

  const option = shippingOptionById(body.shippingOptionId);
  if (!option) throw new HttpProblem('request/invalid', 'Unknown shipping option.');
  const phone = normalizePhoneNumber(body.address.phoneNumber.indicator, body.address.phoneNumber.telephone);
  if (!phone.ok) throw new HttpProblem('request/invalid', 'The phone number is not valid.');

  // Read first, without locks, to price the order and (for PayPal) create the payment outside
  // any transaction; the transaction below re-checks the reservation under its row lock.
  const reservation = await openReservation(app.db, body.reservationId, accountId);
  const items = await reservationItems(app.db, body.reservationId, ctx.language);
  const currency = currencyFromIso(reservation.currency) ?? 'CFA';
  const summary = cartSummary({ ...emptyCart(currency), items }, option, ctx.rates);
  const number = newOrderNumber();
  const url = app.notifier.linkTo(trackingPath, { number });

  let created: { paymentId: string; approvalUrl: string; amount: number; currency: string } | undefined;
  if (body.paymentMethod === 'PAYPAL') {
    const charge = providerCharge(summary.grandTotal, currency, ctx.rates);
    const back = (path: string) => app.notifier.linkTo(path, {});
    const payment = await callProvider(() =>
      ctx.gateway.createPayment({
        orderNumber: number,
        amount: charge.amount,
        currency: charge.currency === 'USD' ? 'USD' : 'EUR',
        description: `ElectroMarché ${number}`,
        returnUrl: back(body.returnPath ?? '/cart/checkout/paypal-return'),
        cancelUrl: back('/cart/checkout/paypal-cancel'),
      }),
    );
    created = { ...payment, amount: charge.amount, currency: isoCurrency[charge.currency] };
  }

  const result = await app.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: stockReservations.status, expiresAt: stockReservations.expiresAt, cartId: stockReservations.cartId })
      .from(stockReservations)
      .where(eq(stockReservations.id, body.reservationId))
      .for('update');
    if (!locked) throw notFound('No such checkout.');
    if (locked.status === 'CONSUMED') {
      // A concurrent duplicate that committed first: replay its answer when the key matches.
      const first = await recordedAnswer(tx, idempotency);
      if (first) return { replayed: true as const, statusCode: first.statusCode, order: orderSchema.parse(first.body), queued: [] };
      throw new HttpProblem('checkout/reservation-closed', 'This checkout already became an order.');
    }
    assertUsable(locked);

    const dueAt = body.paymentMethod === 'PAYPAL' ? new Date(Date.now() + app.config.PAYMENT_WINDOW_MINUTES * 60_000) : null;
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        reservationId: body.reservationId,
        accountId,
        buyerAccountType: accountId === null ? 'ANONYMOUS' : await accountTypeOf(tx, accountId),
        language: ctx.language,
        fullname: body.address.fullname,
        phoneNumber: phone.e164,
        email: body.address.email ? body.address.email.toLowerCase() : null,
        city: body.address.city,
        addressLine: body.address.addressLine,
        additionalInfo: body.address.additionalInfo || null,
        shippingOptionId: option.id,
        currency: reservation.currency,
        subTotal: summary.subTotal,
        shippingFees: summary.shippingFees,
        discount: summary.discount,
        grandTotal: summary.grandTotal,
        numProducts: summary.numProducts,
        paymentMethod: body.paymentMethod,
        paymentDueAt: dueAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned nothing');
    const sellers = await writeSubOrders(tx, order.id, body.reservationId, ctx);
    await tellSellers(tx, number, sellers, currency);
    await countInTransaction(tx, ctx.request.log, sellers.flatMap((seller) => seller.productIds), 'orders');
    if (created) {
      await tx.insert(payments).values({ orderId: order.id, provider: 'PAYPAL', providerPaymentId: created.paymentId, approvalUrl: created.approvalUrl, amount: created.amount, currency: created.currency });
    }
    await tx.update(stockReservations).set({ status: 'CONSUMED', closedAt: new Date() }).where(eq(stockReservations.id, body.reservationId));
    if (locked.cartId !== null) await removeOrderedLines(tx, locked.cartId, body.reservationId);

    const total = formatMoney({ amount: summary.grandTotal, currency }, ctx.language);
    const queued: QueuedMessage[] = await app.notifier.send(tx, {
      to: { email: body.address.email || null, phoneNumber: phone.e164 },
      language: ctx.language,
      kind: 'order-placed',
      params: { name: body.address.fullname, number, total, cashOnDelivery: body.paymentMethod === 'CASH_ON_DELIVERY', url },
    });
    for (const seller of sellers) {
      const sellerTotal = formatMoney({ amount: seller.subTotal, currency }, seller.language);
      queued.push(...(await app.notifier.send(tx, { to: seller.contact, language: seller.language, kind: 'seller-new-order', params: { shop: seller.shop, number, total: sellerTotal, items: seller.items } })));
    }
    const row = await findOrderRow(tx, eq(orders.id, order.id));
    if (!row) throw new Error('order vanished inside its transaction');
    const view = await orderView(tx, row);
    await recordAnswer(tx, idempotency, 201, view);
    return { replayed: false as const, statusCode: 201, order: view, queued };
  });
  void app.notifier.deliver(result.queued);
  return { statusCode: result.statusCode, order: result.order };
}

async function openReservation(db: Database, id: string, accountId: number | null) {
  const [row] = await db
    .select({ status: stockReservations.status, expiresAt: stockReservations.expiresAt, accountId: stockReservations.accountId, currency: stockReservations.currency })
    .from(stockReservations)
    .where(eq(stockReservations.id, id))
    .limit(1);
  if (!row || (row.accountId !== null && row.accountId !== accountId)) throw notFound('No such checkout.');
  // CONSUMED is left to the transaction, which replays a duplicate's recorded answer.
  if (row.status !== 'CONSUMED') assertUsable(row);
  return row;
}

function assertUsable(reservation: { status: string; expiresAt: Date }) {
  if (reservation.status === 'EXPIRED' || (reservation.status === 'ACTIVE' && reservation.expiresAt.getTime() <= Date.now())) {
    throw new HttpProblem('checkout/reservation-expired', 'The time to check out ran out; the products went back on sale.');
  }
  if (reservation.status !== 'ACTIVE') throw new HttpProblem('checkout/reservation-closed', 'This checkout is closed.');
}

async function accountTypeOf(tx: Database, accountId: number): Promise<string> {
  const [row] = await tx.select({ accountType: accounts.accountType }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.accountType ?? 'PERSONAL';
}

/** One sub-order per seller, with the reserved lines and their totals in the order's currency. */
async function writeSubOrders(tx: Database, orderId: number, reservationId: string, ctx: OrderContext) {
  const lines = await tx
    .select({
      productId: stockReservationItems.productId,
      quantity: stockReservationItems.quantity,
      unitPrice: stockReservationItems.unitPrice,
      currency: stockReservationItems.currency,
      slug: products.slug,
      nameFr: products.nameFr,
      nameEn: products.nameEn,
      sellerId: products.accountId,
      thumbnailId,
    })
    .from(stockReservationItems)
    .innerJoin(products, eq(products.id, stockReservationItems.productId))
    .where(eq(stockReservationItems.reservationId, reservationId))
    .orderBy(asc(products.accountId), asc(products.id));
  const [order] = await tx.select({ currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
  const to = currencyFromIso(order?.currency ?? 'XOF') ?? 'CFA';
  const sellerIds = [...new Set(lines.map((line) => line.sellerId))];
  const sellerRows = await tx
    .select({ id: accounts.id, shopName: accounts.shopName, login: accounts.login, email: accounts.email, phoneNumber: accounts.phoneNumber, langKey: accounts.langKey })
    .from(accounts)
    .where(inArray(accounts.id, sellerIds));
  const sellers = [];
  for (const sellerId of sellerIds) {
    const own = lines.filter((line) => line.sellerId === sellerId);
    const priced = own.map((line) => ({
      ...line,
      lineTotal: convertMoney({ amount: line.unitPrice * line.quantity, currency: currencyFromIso(line.currency) ?? 'CFA' }, to, ctx.rates).amount,
    }));
    const subTotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
    const [subOrder] = await tx.insert(subOrders).values({ orderId, sellerAccountId: sellerId, subTotal }).returning({ id: subOrders.id });
    if (!subOrder) throw new Error('sub-order insert returned nothing');
    await tx.insert(orderItems).values(
      priced.map((line) => ({
        subOrderId: subOrder.id,
        productId: line.productId,
        productSlug: line.slug,
        // The buyer's language: what they read at checkout is what the order keeps.
        name: localized(line, 'name', ctx.language),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        currency: line.currency,
        lineTotal: line.lineTotal,
        thumbnailId: line.thumbnailId,
      })),
    );
    const seller = sellerRows.find((row) => row.id === sellerId);
    sellers.push({
      accountId: sellerId,
      productIds: own.map((line) => line.productId),
      shop: seller?.shopName ?? seller?.login ?? '',
      contact: { email: seller?.email ?? null, phoneNumber: seller?.phoneNumber ?? null },
      language: seller?.langKey === 'en' ? ('en' as const) : ('fr' as const),
      subTotal,
      items: own.reduce((sum, line) => sum + line.quantity, 0),
    });
  }
  return sellers;
}

/** The ordered products leave the cart; anything added meanwhile stays. */
async function removeOrderedLines(tx: Database, cartId: number, reservationId: string) {
  const ordered = tx.select({ productId: stockReservationItems.productId }).from(stockReservationItems).where(eq(stockReservationItems.reservationId, reservationId));
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.productId, ordered)));
  await tx.update(carts).set(nextVersion).where(eq(carts.id, cartId));
}

/** Who asks to confirm a payment: the signed-in account, and what a guest proves with. */
export interface PaymentCaller {
  accountId: number | null;
  /** The slug of the guest cart the caller holds (from the page server's client session). */
  cartSlug: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The order's own buyer: the account that placed it, or for a guest's order whoever holds the
 * guest cart it was checked out from. A signed-in order is never confirmed by a cart slug.
 */
function isBuyer(caller: PaymentCaller, order: { accountId: number | null; cartSlug: string | null }): boolean {
  if (order.accountId !== null) return caller.accountId === order.accountId;
  if (order.cartSlug === null || caller.cartSlug === undefined) return false;
  return timingSafeEqual(digest(order.cartSlug), digest(caller.cartSlug));
}

/**
 * `POST products/order/paypal/confirm`: executes the approved payment and marks the order paid.
 * Only the order's buyer may: anyone else (someone who read a paymentId and PayerID in a
 * shared link) is told there is no such payment, before any answer is replayed and before the
 * provider is called, so they can neither read the order nor touch its payment.
 * The order is marked CAPTURING first (short transaction), so the sweeper never cancels an
 * order whose money is being taken; the provider call happens outside any transaction.
 */
export async function confirmPaypal(ctx: OrderContext, caller: PaymentCaller, payerId: string, paymentId: string, idempotency: IdempotencyKey | undefined): Promise<Order> {
  const { app } = ctx;
  const [payment] = await app.db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      accountId: orders.accountId,
      cartSlug: carts.slug,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(stockReservations, eq(stockReservations.id, orders.reservationId))
    .leftJoin(carts, eq(carts.id, stockReservations.cartId))
    .where(and(eq(payments.provider, 'PAYPAL'), eq(payments.providerPaymentId, paymentId)))
    .limit(1);
  if (!payment || !isBuyer(caller, payment)) throw notFound('No such payment.');
  const replay = await recordedAnswer(app.db, idempotency);
  if (replay) return orderSchema.parse(replay.body);
  const loadOrder = async (db: Database) => {
    const row = await findOrderRow(db, eq(orders.id, payment.orderId));
    if (!row) throw notFound('No such order.');
    return row;
  };
  if (payment.status === 'COMPLETED') return orderView(app.db, await loadOrder(app.db));

  const claim = await app.db.transaction(async (tx) => {
    const [order] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const [current] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
    if (current?.status === 'CAPTURING' || current?.status === 'COMPLETED') return { taken: true as const };
    if (!order || !['PENDING', 'FAILED'].includes(order.paymentStatus) || current?.status !== 'CREATED') {
      throw new HttpProblem('payment/not-pending', 'This order is not waiting for this payment.');
    }
    await tx.update(orders).set({ paymentStatus: 'CAPTURING' }).where(eq(orders.id, payment.orderId));
    // The payer and the start are kept: if this process stops mid-capture, the sweep finishes it.
    await tx.update(payments).set({ status: 'CAPTURING', payerId, captureStartedAt: new Date() }).where(eq(payments.id, payment.id));
    return { taken: false as const, orderStatusBefore: order.paymentStatus };
  });
  // A double-clicked return page: the other request is taking the money; answer what it gets.
  if (claim.taken) return awaitCapture(async () => (await app.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id)))[0]?.status, 'COMPLETED', async () => orderView(app.db, await loadOrder(app.db)));

  let executed;
  try {
    executed = await ctx.gateway.executePayment(paymentId, payerId);
  } catch (error) {
    if (error instanceof PayerMismatchError) {
      // Not this payment's approving payer: the payment and the order stay exactly as they were.
      await releaseOrderPayment(app.db, payment, { status: 'CREATED' }, claim.orderStatusBefore);
      app.log.warn({ err: error, paymentId }, 'payment confirmed with another payer');
      throw new HttpProblem('payment/payer-mismatch', 'This payer did not approve this payment; it is still waiting for its approval.');
    }
    // Declined: the approval is spent, the order waits for another payment until it is due.
    // No answer (unreachable, cut off): the money may be taken, so the payment stays CAPTURING
    // and the stalled-capture sweep asks the provider and finishes it (decision 83).
    if (error instanceof PaymentDeclinedError) await releaseOrderPayment(app.db, payment, { status: 'FAILED', error: error.message }, 'FAILED');
    app.log.warn({ err: error, paymentId }, 'payment execution failed');
    return callProvider(() => Promise.reject(error));
  }

  // Money taken, but not the order's amount: owed back, never a failed payment to pay again.
  const mismatch = chargeMismatch(executed, payment);
  if (mismatch) {
    app.log.error({ paymentId, mismatch }, 'payment took another amount than the order: order cancelled, refund due');
    return (await refundMismatchedCharge(app, payment, executed, mismatch)) ?? orderView(app.db, await loadOrder(app.db));
  }
  // Undefined when the stalled-capture sweep finished this payment first: the order is paid.
  return (await completeOrderPayment(app, payment, executed, idempotency)) ?? orderView(app.db, await loadOrder(app.db));
}

