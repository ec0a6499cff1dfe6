import { trackOrderFormSchema } from '@store/contracts/orders';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api/client.server.ts';
import { type FoundOrder, findOrder } from '../../lib/find-order.server.ts';
import { failedForm, invalidForm, readForm, refuseForm } from '../../lib/forms.server.ts';
import { withDisplayPhone } from '../../lib/phone-display.server.ts';
import { rememberOrder } from '../../lib/recent-orders.server.ts';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';

/** A signed-in buyer's orders per page. */
export const MY_ORDERS_PAGE_SIZE = 10;

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

/**
 * The tracking form: the number and the phone (in E.164) or the email, checked before asking
 * the API. A match is remembered (no retyping next time) and shown at `?number=`; no match
 * says so above the form, which keeps what was typed.
 */
export async function trackingAction(request: Request, context: AppLoadContext) {
  const submission = readForm(await request.formData(), trackOrderFormSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    const order = await context.api.trackOrder(submission.value);
    await rememberOrder(context.cookies, request, order);
    return redirectKeepingQuery(request, `/order-tracking?${new URLSearchParams({ number: order.number })}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return refuseForm(submission, { code: 'tracking/no-match', status: 404 });
    return failedForm(submission, error);
  }
}
