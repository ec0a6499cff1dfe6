import { checkoutPageFormSchema, type DeliveryAddress, type PlaceOrderBody, type Reservation } from '@store/contracts/orders';
import { type AppLoadContext, data, redirectDocument } from 'react-router';
import type { z } from 'zod';
import { ApiError, type ApiClient } from '../../../lib/api/client.server.ts';
import { currentReservationId, keepReservation } from '../../../lib/checkout.server.ts';
import { failedForm, type FormReply, type FormSubmission, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { paymentPageUrl } from '../../../lib/payment-page.ts';
import { rememberOrder } from '../../../lib/recent-orders.server.ts';
import { redirectKeepingQuery } from '../../../lib/redirect-target.ts';

/** Where PayPal sends the buyer back after approving (a page of this store). */
export const PAYPAL_RETURN_PATH = '/cart/checkout/paypal-return';

/** A refused checkout form, with a fresh key: the refused request's key is spent, the corrected form is another order. */
export type CheckoutFailure = FormReply & { idempotencyKey: string };
export type CheckoutExpired = { expired: true };

const IN_PROGRESS_RETRIES = 20;
const IN_PROGRESS_WAIT_MS = 250;

/** What a signed-in buyer's account says about them, to fill the delivery form in. */
async function accountPrefill(api: ApiClient): Promise<Partial<DeliveryAddress> | null> {
  const [user, profile] = await Promise.all([api.account().catch(() => null), api.accountProfile().catch(() => null)]);
  if (!user) return null;
  return {
    fullname: `${user.account.firstname} ${user.account.lastname}`.trim(),
    ...(user.phoneNumber ? { phoneNumber: { indicator: user.phoneNumber.indicator, telephone: user.phoneNumber.telephone } } : {}),
    email: user.email ?? '',
    city: profile?.city ?? '',
  };
}

/**
 * The checkout under way. No reservation: back to the cart. Turned into an order already: to
 * that order. Its id stays in the cookie and out of the page's data.
 */
export async function loadCheckout(request: Request, context: AppLoadContext) {
  const reservationId = currentReservationId(context);
  if (!reservationId) throw redirectKeepingQuery(request, '/cart/view');
  const { api } = context;
  let reservation: Reservation;
  try {
    reservation = await api.reservation(reservationId);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      keepReservation(context, null);
      throw redirectKeepingQuery(request, '/cart/view');
    }
    throw error;
  }
  if (reservation.status === 'CONSUMED' && reservation.orderNumber) {
    keepReservation(context, null);
    throw redirectKeepingQuery(request, `/order-tracking?${new URLSearchParams({ number: reservation.orderNumber })}`);
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

/** Places the order, waiting while an identical request (a second click) is still being served. */
async function placeOnce(api: ApiClient, body: PlaceOrderBody, key: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.placeOrder(body, key);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'idempotency/in-progress') || attempt >= IN_PROGRESS_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAIT_MS));
    }
  }
}

const expired = () => data<CheckoutExpired>({ expired: true }, { status: 410 });

/** A refused form gets a new key for the next try. */
const freshKey = () => ({ extra: { idempotencyKey: crypto.randomUUID() } });

type PaySubmission = FormSubmission<typeof checkoutPageFormSchema>;
type PayForm = Extract<z.output<typeof checkoutPageFormSchema>, { intent: 'pay' }>;

async function pay(request: Request, context: AppLoadContext, submission: PaySubmission, form: PayForm) {
  const reservationId = currentReservationId(context);
  if (!reservationId) return expired();
  const { intent: _intent, idempotencyKey, ...order } = form;
  const body: PlaceOrderBody = { ...order, reservationId, ...(order.paymentMethod === 'PAYPAL' ? { returnPath: PAYPAL_RETURN_PATH } : {}) };
  try {
    const placed = await placeOnce(context.api, body, idempotencyKey ?? crypto.randomUUID());
    await rememberOrder(context.cookies, request, placed);
    keepReservation(context, null);
    if (placed.payment.method === 'PAYPAL' && placed.payment.status === 'PENDING') {
      const target = paymentPageUrl(placed.payment.approvalUrl, context.language);
      // The order exists: without a way to pay it now, its page offers to pay later.
      if (target) return redirectDocument(target);
    }
    return redirectKeepingQuery(request, `/order-tracking?${new URLSearchParams({ number: placed.number, placed: '1' })}`);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'checkout/reservation-expired') return expired();
    return failedForm(submission, error, freshKey());
  }
}

/** Back to the cart: the held stock goes back on sale at once. */
async function release(request: Request, context: AppLoadContext) {
  const reservationId = currentReservationId(context);
  if (reservationId) await context.api.releaseReservation(reservationId).catch(() => undefined);
  keepReservation(context, null);
  return redirectKeepingQuery(request, '/cart/view');
}

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const submission = readForm(await request.formData(), checkoutPageFormSchema);
  if (submission.status !== 'success') return currentReservationId(context) ? invalidForm(submission, freshKey()) : expired();
  return submission.value.intent === 'release' ? release(request, context) : pay(request, context, submission, submission.value);
}
