import type { SubOrderStatus } from '@store/contracts/order-rules';
import { type ConfirmPaypalBody, orderListItemSchema, orderSchema, paymentOptionsSchema, type PlaceOrderBody, reservationSchema, sellerSubOrderSchema, type StartCheckoutBody, type TrackOrderQuery, type UpdateSubOrderStatusBody } from '@store/contracts/orders';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const STORE = '/store/api/v1';

const post = (body: unknown, idempotencyKey?: string): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
});

const paging = (page: number, size: number, extra: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  for (const [name, value] of Object.entries(extra)) if (value) params.set(name, value);
  return params;
};

/**
 * Checkout (the cart timer), orders, PayPal and the sellers' sub-orders, as methods of the
 * typed client. Placing an order and confirming a payment carry an Idempotency-Key so a
 * repeated click or a retried request makes one order and one payment.
 */
export function orderEndpoints(send: SendRequest) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  const counted = async <T>(promise: Promise<{ body: T[]; headers: Headers }>) => {
    const { body: items, headers } = await promise;
    return { items, total: Number(headers.get('x-total-count') ?? items.length) };
  };
  return {
    /** Holds the stock of every cart line for the cart timer. */
    startCheckout: (request: StartCheckoutBody) => body(send(`${STORE}/products/checkout`, reservationSchema, post(request))),
    reservation: (id: string) => body(send(`${STORE}/products/checkout/${encodeURIComponent(id)}`, reservationSchema)),
    /** Gives the held stock back (the buyer returns to the cart). */
    releaseReservation: (id: string) => body(send(`${STORE}/products/checkout/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' })),
    paymentOptions: () => body(send(`${STORE}/products/order/payment-options`, paymentOptionsSchema)),
    placeOrder: (order: PlaceOrderBody, idempotencyKey: string) => body(send(`${STORE}/products/order`, orderSchema, post(order, idempotencyKey))),
    confirmPaypal: (payment: ConfirmPaypalBody) => body(send(`${STORE}/products/order/paypal/confirm`, orderSchema, post(payment, `confirm-${payment.paymentId}`))),
    /** An order found by its number and the phone number or email given at checkout. */
    trackOrder: (query: TrackOrderQuery) => body(send(`${STORE}/products/order/tracking?${new URLSearchParams(query)}`, orderSchema)),
    /** The signed-in buyer's orders, newest first, with the total for paging. */
    myOrders: (page: number, size: number) => counted(send(`${STORE}/products/orders?${paging(page, size)}`, z.array(orderListItemSchema))),
    myOrder: (number: string) => body(send(`${STORE}/products/orders/${encodeURIComponent(number)}`, orderSchema)),
    /** The signed-in seller's parts of orders, newest first. */
    sellerSubOrders: (query: { status?: SubOrderStatus | undefined; page: number; size: number }) =>
      counted(send(`${STORE}/products/sub-orders?${paging(query.page, query.size, { status: query.status })}`, z.array(sellerSubOrderSchema))),
    updateSubOrderStatus: (id: number, update: UpdateSubOrderStatusBody) => body(send(`${STORE}/products/sub-orders/${id}/status`, sellerSubOrderSchema, post(update))),
  };
}
