import { confirmSubscriptionBodySchema } from '@store/contracts/subscriptions';
import { data, Link } from 'react-router';
import { PaymentReturn } from '../../../components/payment-return.tsx';
import { failureOf } from '../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../../lib/redirect-target.ts';

export const handle: RouteHandle = { titleKey: 'pages.paypalReturn.title', robots: 'noindex' };

/**
 * The provider sends the seller back here after approving a plan (`?paymentId=&PayerID=`): the
 * payment is taken (once, whatever the reloads) and the seller lands on their plan. Only the
 * seller who started the payment can confirm it; a refusal says so and nothing is charged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.seller);
  const url = new URL(request.url);
  const payment = confirmSubscriptionBodySchema.safeParse({ payerID: url.searchParams.get('PayerID') ?? '', paymentId: url.searchParams.get('paymentId') ?? '' });
  if (!payment.success) return data({ error: 'paypal.missingPayment' }, { status: 400 });
  try {
    await context.api.confirmSubscription(payment.data);
  } catch (error) {
    const { code, status } = failureOf(error);
    return data({ error: status === 404 ? 'paypal.missingPayment' : `errors.${code}` }, { status });
  }
  throw redirectKeepingQuery(request, '/subscription?paid=1');
}

export default function SubscriptionPaypalReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PaymentReturn error={loaderData.error}>
      <Link to="/subscription" className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
        {t('plans.backToPlans')}
      </Link>
    </PaymentReturn>
  );
}
