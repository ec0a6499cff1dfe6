import { trackOrderQuerySchema } from '@store/contracts/orders';
import { normalizePhoneNumber } from '@store/contracts/phone';
import { type AppLoadContext, data, redirect } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client.server.ts';
import { type FoundOrder, findOrder } from '../../lib/find-order.server.ts';
import { withDisplayPhone } from '../../lib/phone-display.server.ts';
import { failureStatus, type FieldErrors } from '../../lib/form-errors.server.ts';
import { rememberOrder } from '../../lib/recent-orders.server.ts';

/** A signed-in buyer's orders per page. */
export const MY_ORDERS_PAGE_SIZE = 10;

/** What the tracking form sends back to refill itself. */
export interface TrackingValues {
  number: string;
  indicator: string;
  telephone: string;
  email: string;
}

export type TrackingFailure = { fieldErrors: FieldErrors; formError?: string; values: TrackingValues };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The order number and the contact to look it up with: the phone number in E.164 when one is
 * typed, else the email. Mistakes come back per field.
 */
export function trackingQuery(values: TrackingValues): { ok: true; query: { number: string; contact: string } } | { ok: false; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const number = values.number.toUpperCase();
  if (number.length < 4 || number.length > 32) fieldErrors.number = 'errors.tracking/number-required';
  let contact = '';
  if (values.telephone) {
    const phone = normalizePhoneNumber(values.indicator, values.telephone);
    if (phone.ok) contact = phone.e164;
    else fieldErrors.phoneNumber = 'errors.phone/invalid';
  } else if (values.email) {
    if (z.email().safeParse(values.email).success) contact = values.email;
    else fieldErrors.email = 'errors.email/invalid';
  } else {
    fieldErrors.phoneNumber = 'errors.tracking/contact-required';
  }
  const query = trackOrderQuerySchema.safeParse({ number, contact });
  if (Object.keys(fieldErrors).length > 0 || !query.success) return { ok: false, fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : { number: 'errors.field/invalid' } };
  return { ok: true, query: query.data };
}

/**
 * `?number=`: the order, when this browser placed or found it, or it is the signed-in buyer's
 * own. `placed=1` after checkout says thank you. Signed-in buyers also get their list of orders.
 */
export async function loadTracking(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { api } = context;
  const signedIn = context.token !== undefined;
  const number = (url.searchParams.get('number') ?? '').trim().toUpperCase().slice(0, 32);
  const page = Math.max(0, Math.trunc(Number(url.searchParams.get('page')) || 0));
  const [found, mine] = await Promise.all([
    number ? findOrder(api, request, number, signedIn) : Promise.resolve<FoundOrder>({}),
    signedIn ? api.myOrders(page, MY_ORDERS_PAGE_SIZE).catch(() => null) : Promise.resolve(null),
  ]);
  return {
    number,
    order: found.order ? withDisplayPhone(found.order) : null,
    lookupError: found.error ?? null,
    placed: url.searchParams.get('placed') === '1' && found.order !== undefined,
    myOrders: mine ? { ...mine, page, size: MY_ORDERS_PAGE_SIZE } : null,
  };
}

/** The tracking form: a match is remembered (no retyping next time) and shown at `?number=`. */
export async function trackingAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const values: TrackingValues = { number: text(form, 'number'), indicator: text(form, 'indicator'), telephone: text(form, 'telephone'), email: text(form, 'email') };
  const parsed = trackingQuery(values);
  if (!parsed.ok) return data<TrackingFailure>({ fieldErrors: parsed.fieldErrors, values }, { status: 400 });
  try {
    const order = await context.api.trackOrder(parsed.query);
    await rememberOrder(context.cookies, request, order);
    return redirect(`/order-tracking?${new URLSearchParams({ number: order.number })}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return data<TrackingFailure>({ fieldErrors: {}, formError: 'tracking.noMatch', values }, { status: 404 });
    const formError = error instanceof ApiError && error.code === 'request/too-many' ? 'errors.request/too-many' : 'errors.server/internal';
    return data<TrackingFailure>({ fieldErrors: {}, formError, values }, { status: failureStatus(error) });
  }
}
