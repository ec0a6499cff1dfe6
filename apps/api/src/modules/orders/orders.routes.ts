import { subOrderStatuses } from '@store/contracts/order-rules';
import { confirmPaypalBodySchema, orderListItemSchema, orderSchema, paymentOptionsSchema, placeOrderBodySchema, reservationSchema, sellerSubOrderSchema, startCheckoutBodySchema, trackOrderQuerySchema, updateSubOrderStatusBodySchema } from '@store/contracts/orders';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/http-problem.ts';
import { buyerScope, idempotencyKeyOf } from '../../lib/idempotency.ts';
import { requestLanguage } from '../../lib/language.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { currentUser, requireAuthority, requireUser } from '../../plugins/auth.ts';
import { currentRates } from '../price/price.routes.ts';
import { ownOrder, ownOrders, trackOrder } from './buyer-orders.service.ts';
import { type CheckoutContext, readReservation, releaseReservation, startCheckout } from './checkout.service.ts';
import { confirmPaypal, type OrderContext, placeOrder } from './orders.service.ts';
import { sellerSubOrders, updateSubOrderStatus } from './seller-orders.service.ts';

const reservationParams = z.object({ reservationId: z.uuid() });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });
const pageQuery = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0), size: z.coerce.number().int().min(1).max(50).default(10) });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 429: problemSchema };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkoutContext = async (request: FastifyRequest): Promise<CheckoutContext> => ({
    db: app.db,
    log: request.log,
    timerSeconds: app.config.CART_TIMER_SECONDS,
    rates: await currentRates(app),
    language: requestLanguage(request),
  });
  const orderContext = async (request: FastifyRequest): Promise<OrderContext> => ({
    app,
    request,
    rates: await currentRates(app),
    language: requestLanguage(request),
    gateway: app.paymentGateway,
  });
  const noStore = { 'cache-control': 'private, no-store' };

  app.post(
    '/products/checkout',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Start checkout: reserve the stock of every cart line for the cart timer (300 s)',
        description: 'Signed in: the account cart. Guest: the cart named by `cartSlug`. All or nothing: a line short of stock answers 409 and the cart is stored capped at what is left. Starting again releases the previous reservation of the cart.',
        body: startCheckoutBodySchema,
        response: { 201: reservationSchema, 409: problemSchema, ...problems },
      },
    },
    async (request, reply) => {
      const accountId = request.user?.id ?? null;
      const owner = accountId !== null ? { accountId } : request.body.cartSlug ? { slug: request.body.cartSlug } : null;
      if (!owner) throw new HttpProblem('checkout/empty-cart', 'The cart is empty.');
      const reservation = await startCheckout(await checkoutContext(request), owner, accountId, request.body.currency ?? 'CFA');
      return reply.code(201).headers(noStore).send(reservation);
    },
  );

  app.get(
    '/products/checkout/:reservationId',
    { schema: { tags: ['orders'], summary: 'A checkout reservation: status, seconds left, reserved lines', params: reservationParams, response: { 200: reservationSchema, ...problems } } },
    async (request, reply) => {
      reply.headers(noStore);
      return readReservation(await checkoutContext(request), request.params.reservationId, request.user?.id ?? null);
    },
  );

  app.delete(
    '/products/checkout/:reservationId',
    { schema: { tags: ['orders'], summary: 'Leave checkout: the reserved stock goes back on sale', params: reservationParams, response: { 204: z.null(), ...problems } } },
    async (request, reply) => {
      await releaseReservation(await checkoutContext(request), request.params.reservationId, request.user?.id ?? null);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/products/order/payment-options',
    { schema: { tags: ['orders'], summary: 'Payment methods offered at checkout', response: { 200: paymentOptionsSchema } } },
    async () => [
      { method: 'PAYPAL' as const, sandbox: app.paymentGateway.sandbox },
      { method: 'CASH_ON_DELIVERY' as const, sandbox: false },
    ],
  );

  app.post(
    '/products/order',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Place the order of a checkout reservation (one sub-order per seller)',
        description:
          'Send an `Idempotency-Key`: the same key replays the first answer, the same key with another body is 422. Prices, fees and totals come from the reservation; nothing about money is read from the body. PAYPAL answers with `payment.approvalUrl`.',
        headers: idempotencyHeader,
        body: placeOrderBodySchema,
        response: { 201: orderSchema, 200: orderSchema, 402: problemSchema, 409: problemSchema, 410: problemSchema, 422: problemSchema, 503: problemSchema, ...problems },
      },
    },
    async (request, reply) => {
      const accountId = request.user?.id ?? null;
      // A guest's keys belong to the checkout they are for: its reservation id is that guest's secret.
      const key = idempotencyKeyOf(request, buyerScope('POST products/order', { accountId, guestSecret: request.body.reservationId }));
      const { statusCode, order } = await placeOrder(await orderContext(request), accountId, request.body, key);
      return reply.code(statusCode === 200 ? 200 : 201).headers(noStore).send(order);
    },
  );

  app.post(
    '/products/order/paypal/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Execute an approved PayPal payment (payerID, paymentId) and mark the order paid',
        description:
          "Only the order's buyer: the signed-in account that placed it, or for a guest's order the `cartSlug` of the guest cart it was checked out from; anyone else gets 404, as for an unknown payment. A PayerID that did not approve the payment is 409 `payment/payer-mismatch` and leaves the payment waiting. Idempotent: an `Idempotency-Key` (scoped to the account or the guest cart) replays the first answer, and confirming a payment already completed answers the paid order.",
        headers: idempotencyHeader,
        body: confirmPaypalBodySchema,
        response: { 200: orderSchema, 402: problemSchema, 409: problemSchema, 422: problemSchema, 503: problemSchema, ...problems },
      },
    },
    async (request, reply) => {
      const caller = { accountId: request.user?.id ?? null, cartSlug: request.body.cartSlug };
      const key = idempotencyKeyOf(request, buyerScope('POST products/order/paypal/confirm', { accountId: caller.accountId, guestSecret: caller.cartSlug }));
      reply.headers(noStore);
      return confirmPaypal(await orderContext(request), caller, request.body.payerID, request.body.paymentId, key);
    },
  );

  app.get(
    '/products/order/tracking',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Follow an order by its number and the phone number or email given at checkout',
        querystring: trackOrderQuerySchema,
        response: { 200: orderSchema, ...problems },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return trackOrder(app.db, request.query);
    },
  );

  app.get(
    '/products/orders',
    {
      preHandler: requireUser,
      schema: { tags: ['orders'], summary: "The signed-in buyer's orders, newest first", security: [{ bearer: [] }], querystring: pageQuery, response: { 200: z.array(orderListItemSchema), ...problems } },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const { items, total } = await ownOrders(app.db, currentUser(request).id, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.headers(noStore);
      return items;
    },
  );

  app.get(
    '/products/orders/:number',
    {
      preHandler: requireUser,
      schema: { tags: ['orders'], summary: "One of the signed-in buyer's orders", security: [{ bearer: [] }], params: z.object({ number: z.string().min(4).max(32) }), response: { 200: orderSchema, ...problems } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ownOrder(app.db, currentUser(request).id, request.params.number);
    },
  );

  app.get(
    '/products/sub-orders',
    {
      preHandler: requireAuthority('ROLE_SELLER'),
      schema: {
        tags: ['orders'],
        summary: "The signed-in seller's parts of orders, newest first",
        security: [{ bearer: [] }],
        querystring: pageQuery.extend({ size: z.coerce.number().int().min(1).max(50).default(20), status: z.enum(subOrderStatuses).optional() }),
        response: { 200: z.array(sellerSubOrderSchema), ...problems },
      },
    },
    async (request, reply) => {
      const { page, size, status } = request.query;
      const { items, total } = await sellerSubOrders(app.db, currentUser(request).id, status, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.headers(noStore);
      return items;
    },
  );

  app.post(
    '/products/sub-orders/:id/status',
    {
      preHandler: requireAuthority('ROLE_SELLER'),
      schema: {
        tags: ['orders'],
        summary: 'Move a sub-order on: SHIPPED, DELIVERED or CANCELLED (stock goes back on sale)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: updateSubOrderStatusBodySchema,
        response: { 200: sellerSubOrderSchema, 409: problemSchema, ...problems },
      },
    },
    async (request) => updateSubOrderStatus(app, request, currentUser(request).id, request.params.id, request.body),
  );
};
