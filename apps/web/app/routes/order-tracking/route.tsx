import type { Order } from '@store/contracts/orders';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { phoneText } from '../../lib/phone-text.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { MyOrders } from './my-orders.tsx';
import { OrderDetails } from './order-details.tsx';
import { TrackingForm } from './tracking-form.tsx';
import { loadTracking, trackingAction } from './tracking.server.ts';

export const handle: RouteHandle = { titleKey: 'pages.orderTracking.title', robots: 'noindex' };

export const loader = ({ request, context }: Route.LoaderArgs) => loadTracking(request, context);

export const action = ({ request, context }: Route.ActionArgs) => trackingAction(request, context);

/** Thanks after checkout, and where the confirmation went. */
function PlacedNotice({ order }: { order: Order }) {
  const { t } = useTranslation();
  const phone = phoneText(order.address.phoneNumber);
  const { email } = order.address;
  return (
    <div role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
      <p className="text-lg font-semibold">{t('tracking.thanks', { number: order.number })}</p>
      <p className="mt-1 text-sm">{email ? t('tracking.confirmationSentBoth', { phone, email }) : t('tracking.confirmationSentSms', { phone })}</p>
    </div>
  );
}

/** Order tracking (spec §2): by number and contact, or straight after checkout; members also see their orders. */
export default function OrderTracking({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const { order, placed, lookupError, number, myOrders } = loaderData;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.orderTracking.title')}</h1>
      {placed && order ? <PlacedNotice order={order} /> : <p className="mt-3 max-w-3xl text-slate-600">{t('pages.orderTracking.intro')}</p>}
      {lookupError ? (
        <div className="mt-4">
          <FormMessage tone="error">{tDynamic(lookupError)}</FormMessage>
        </div>
      ) : null}
      {order ? <OrderDetails order={order} /> : null}
      {order && !actionData ? (
        <p className="mt-6">
          <Link to="/order-tracking" className="font-semibold text-brand-700 underline">
            {t('tracking.another')}
          </Link>
        </p>
      ) : (
        <TrackingForm number={number} lastResult={actionData} />
      )}
      {myOrders ? <MyOrders items={myOrders.items} total={myOrders.total} page={myOrders.page} size={myOrders.size} current={order?.number ?? ''} /> : null}
    </section>
  );
}
