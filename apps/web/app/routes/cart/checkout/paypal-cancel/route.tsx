import { useTranslation } from '../../../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { latestOrder } from '../../../../lib/find-order.server.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import { PayAgain, unpaidOrder } from '../pay-again.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'pages.paypalCancel.title', robots: 'noindex' };

/**
 * The buyer cancelled on PayPal's page (`?token=`). The order exists and waits, unpaid, until
 * its due time; the page finds it through the buyer's latest order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context;
  const latest = await latestOrder(api, request, context.token !== undefined);
  return { order: latest.order ? unpaidOrder(latest.order) : null };
}

export default function PaypalCancel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.paypalCancel.title')}</h1>
      {loaderData.order && !loaderData.order.pending ? null : (
        <p role="status" className="mt-4 text-slate-700">
          {t('paypal.cancelled')}
        </p>
      )}
      {loaderData.order ? (
        <PayAgain order={loaderData.order} />
      ) : (
        <p className="mt-4">
          <Link to="/order-tracking" className="font-semibold text-brand-700 underline">
            {t('paypal.findOrder')}
          </Link>
        </p>
      )}
    </section>
  );
}
