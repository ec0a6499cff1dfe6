import type { Reservation } from '@store/contracts/orders';
import { type AppLoadContext, data, redirect, redirectDocument } from 'react-router';
import { ApiError, type ApiClient } from '../../../lib/api/client.server.ts';
import { currentReservationId, keepReservation } from '../../../lib/checkout.server.ts';
import { paymentPageUrl } from '../../../lib/payment-page.ts';
import { apiFieldErrors, type FieldErrors, failureStatus, problemKey } from '../../../lib/form-errors.server.ts';
import { rememberOrder } from '../../../lib/recent-orders.server.ts';
import { type CheckoutValues, checkoutBody, readCheckoutValues } from './checkout-form-data.server.ts';

export type CheckoutFailure = {
  ok: false;
  fieldErrors: FieldErrors;
  formError?: string;
  values: CheckoutValues;
  /** A fresh key: the refused request's key is spent, the corrected form is another order. */
  idempotencyKey: string;
};
export type CheckoutExpired = { ok: false; expired: true };

/** Problems shown above the form; the others are tied to a field or to the expired panel. */
const KNOWN_CODES = ['checkout/reservation-closed', 'idempotency/key-reused', 'idempotency/in-progress', 'checkout/empty-cart'];
const IN_PROGRESS_RETRIES = 20;
const IN_PROGRESS_WAIT_MS = 250;

/** What a signed-in buyer's account says about them, to fill the delivery form in. */
async function accountPrefill(api: ApiClient): Promise<Partial<CheckoutValues> | null> {
  const [user, profile] = await Promise.all([api.account().catch(() => null), api.accountProfile().catch(() => null)]);
  if (!user) return null;
  const fullname = `${user.account.firstname} ${user.account.lastname}`.trim();
  return {
    fullname,
    indicator: user.phoneNumber?.indicator ?? '',
    telephone: user.phoneNumber?.telephone ?? '',
    email: user.email ?? '',
    city: profile?.city ?? '',
  };
}

/**
 * The checkout under way. No reservation: back to the cart. Turned into an order already: to
 * that order. Its id stays in the cookie and out of the page's data.
 */
export async function loadCheckout(context: AppLoadContext) {
  const reservationId = currentReservationId(context);
  if (!reservationId) throw redirect('/cart/view');
  const { api } = context;
  let reservation: Reservation;
  try {
    reservation = await api.reservation(reservationId);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      keepReservation(context, null);
      throw redirect('/cart/view');
    }
    throw error;
  }
  if (reservation.status === 'CONSUMED' && reservation.orderNumber) {
    keepReservation(context, null);
    throw redirect(`/order-tracking?${new URLSearchParams({ number: reservation.orderNumber })}`);
  }
  if (reservation.status !== 'ACTIVE' || reservation.secondsLeft <= 0) return { state: 'expired' as const };
  const signedIn = context.token !== undefined;
  const [paymentOptions, prefill] = await Promise.all([api.paymentOptions().catch(() => []), signedIn ? accountPrefill(api) : Promise.resolve(null)]);
  return {
    state: 'active' as const,
    secondsLeft: reservation.secondsLeft,
    items: reservation.items,
    summary: reservation.summary,
    paymentOptions,
    prefill,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** The API's field paths (`body.address.phoneNumber.telephone`) as the form's field names. */
function orderFieldErrors(error: ApiError): FieldErrors {
  const fieldErrors = error.fieldErrors.map((issue) => ({ ...issue, path: issue.path.replace(/^body\.address\./, 'body.') }));
  return apiFieldErrors(new ApiError(error.status, error.code, undefined, fieldErrors));
}

/** Places the order, waiting while an identical request (a second click) is still being served. */
async function placeOnce(api: ApiClient, body: Parameters<ApiClient['placeOrder']>[0], key: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.placeOrder(body, key);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'idempotency/in-progress') || attempt >= IN_PROGRESS_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAIT_MS));
    }
  }
}

async function pay(request: Request, context: AppLoadContext, form: FormData) {
  const values = readCheckoutValues(form);
  const refused = (fieldErrors: FieldErrors, formError?: string, status = 400) =>
    data<CheckoutFailure>({ ok: false, fieldErrors, formError, values, idempotencyKey: crypto.randomUUID() }, { status });
  const reservationId = currentReservationId(context);
  if (!reservationId) return data<CheckoutExpired>({ ok: false, expired: true }, { status: 410 });
  const parsed = checkoutBody(values, reservationId);
  if (!parsed.ok) return refused(parsed.fieldErrors);
  const sentKey = form.get('idempotencyKey');
  const key = typeof sentKey === 'string' && /^[\w-]{8,100}$/.test(sentKey) ? sentKey : crypto.randomUUID();
  const { api } = context;
  try {
    const order = await placeOnce(api, parsed.body, key);
    await rememberOrder(context.cookies, request, order);
    keepReservation(context, null);
    if (order.payment.method === 'PAYPAL' && order.payment.status === 'PENDING') {
      const target = paymentPageUrl(order.payment.approvalUrl, context.language);
      // The order exists: without a way to pay it now, its page offers to pay later.
      if (target) return redirectDocument(target);
    }
    return redirect(`/order-tracking?${new URLSearchParams({ number: order.number, placed: '1' })}`);
  } catch (error) {
    if (!(error instanceof ApiError)) return refused({}, problemKey(error, []), 500);
    if (error.code === 'checkout/reservation-expired') return data<CheckoutExpired>({ ok: false, expired: true }, { status: 410 });
    if (error.code === 'payment/method-unavailable') return refused({ paymentMethod: `errors.${error.code}` }, undefined, error.status);
    if (error.status === 400 && error.fieldErrors.length > 0) return refused(orderFieldErrors(error));
    return refused({}, problemKey(error, KNOWN_CODES), failureStatus(error));
  }
}

/** Back to the cart: the held stock goes back on sale at once. */
async function release(context: AppLoadContext) {
  const reservationId = currentReservationId(context);
  if (reservationId) await context.api.releaseReservation(reservationId).catch(() => undefined);
  keepReservation(context, null);
  return redirect('/cart/view');
}

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  return form.get('intent') === 'release' ? release(context) : pay(request, context, form);
}
