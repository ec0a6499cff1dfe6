import { confirmPaypalBodySchema } from '@store/contracts/orders';
import { data } from 'react-router';
import { PaymentReturn } from '../../../../components/payment-return.tsx';
import { ApiError } from '../../../../lib/api/client.server.ts';
import { readClientSession } from '../../../../lib/client-session.server.ts';
import { latestOrder } from '../../../../lib/find-order.server.ts';
import { rememberOrder } from '../../../../lib/recent-orders.server.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import { PayAgain, unpaidOrder } from '../pay-again.tsx';
import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../../../lib/redirect-target.ts';

export const handle: RouteHandle = { titleKey: 'pages.paypalReturn.title', robots: 'noindex' };

/**
 * PayPal sends the buyer back here after approving (`?paymentId=&token=&PayerID=`): the payment
 * is captured (once, whatever the reloads: the key is the payment's) and the buyer lands on the
 * order's page. A refusal says so and offers to pay again. The API captures only for the order's
 * buyer: the bearer token of a signed-in buyer, or for a guest the slug of the guest cart kept in
 * the httpOnly client session, sent along; whoever opens someone else's return link gets nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { api } = context;
  const signedIn = context.token !== undefined;
  const payment = confirmPaypalBodySchema.safeParse({ payerID: url.searchParams.get('PayerID') ?? '', paymentId: url.searchParams.get('paymentId') ?? '' });
  const cartSlug = (await readClientSession(request)).session.cartSlug;
  let error = 'paypal.missingPayment';
  if (payment.success) {
    const confirmed = await api.confirmPaypal({ ...payment.data, ...(cartSlug ? { cartSlug } : {}) }).catch((failure: unknown) => {
      const known = failure instanceof ApiError && ['payment/declined', 'payment/not-pending', 'payment/payer-mismatch', 'request/too-many'].includes(failure.code);
      // A payment id the store never made (a mangled return address) counts as no id at all.
      const unknown = failure instanceof ApiError && failure.status === 404;
      error = known ? `errors.${failure.code}` : unknown ? 'paypal.missingPayment' : 'errors.server/internal';
      return undefined;
    });
    if (confirmed) {
      await rememberOrder(context.cookies, request, confirmed);
      throw redirectKeepingQuery(request, `/order-tracking?${new URLSearchParams({ number: confirmed.number, placed: '1' })}`);
    }
  }
  const latest = await latestOrder(api, request, signedIn);
  return data({ error, order: latest.order ? unpaidOrder(latest.order) : null }, { status: payment.success ? 200 : 400 });
}

export default function PaypalReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentReturn error={loaderData.error}>{loaderData.order ? <PayAgain order={loaderData.order} /> : null}</PaymentReturn>;
}
