import { formatMoney } from '@store/contracts/money';
import { type PaymentMethod, unitInOrderCurrency } from '@store/contracts/order-rules';
import type { Order, SubOrder } from '@store/contracts/orders';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date.ts';
import { paymentPageUrl } from '../../lib/payment-page.ts';
import { useRootData } from '../../root.tsx';
import { ValueSummary } from '../../components/value-summary.tsx';
import { phoneText } from '../../lib/phone-text.ts';
import { currentStep, timelineSteps } from './parcel-timeline.ts';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { LinePrice } from '../../components/line-price.tsx';

function ParcelTimeline({ subOrder, paymentMethod }: { subOrder: SubOrder; paymentMethod: PaymentMethod }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const steps = timelineSteps(subOrder, paymentMethod);
  const current = currentStep(steps);
  return (
    <ol className="mt-3 grid gap-2 sm:grid-flow-col sm:auto-cols-fr" aria-label={t('tracking.timeline')}>
      {steps.map((step) => {
        const done = step.at !== null;
        const cancelled = step.status === 'CANCELLED';
        return (
          <li
            key={step.status}
            aria-current={step === current ? 'step' : undefined}
            className={`rounded-md border-l-4 px-3 py-2 text-sm sm:border-l-0 sm:border-t-4 ${cancelled ? 'border-red-500 bg-red-50' : done ? 'border-green-600 bg-green-50' : 'border-slate-300 bg-slate-50 text-slate-500'}`}
          >
            <span className="block font-semibold">{t(`orderStatus.${step.status}`)}</span>
            <span className="block text-xs">{step.at ? formatDateTime(step.at, language) : t('tracking.notYet')}</span>
          </li>
        );
      })}
    </ol>
  );
}

function Parcel({ subOrder, index, count, order }: { subOrder: SubOrder; index: number; count: number; order: Order }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const money = (amount: number, currency = order.currency) => formatMoney({ amount, currency }, language);
  const titleId = `parcel-${subOrder.id}`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {t('tracking.parcel', { index: index + 1, count })} ·{' '}
          <Link to={`/seller/${subOrder.seller.slug}`} className="text-brand-700 hover:underline">
            {subOrder.seller.shopName}
          </Link>
          {subOrder.seller.city ? <span className="font-normal text-slate-600"> ({subOrder.seller.city})</span> : null}
        </h3>
        <p className="text-sm">
          {t('tracking.status')} <strong>{t(`orderStatus.${subOrder.status}`)}</strong>
        </p>
      </div>
      <ParcelTimeline subOrder={subOrder} paymentMethod={order.payment.method} />
      <ul className="mt-3 divide-y divide-slate-100">
        {subOrder.lines.map((line) => (
          <li key={line.productSlug} className="flex items-center gap-3 py-2">
            {line.thumbnail ? <ResponsivePicture src={line.thumbnail} sizes="48px" widths={[160]} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-contain" /> : null}
            <div className="min-w-0 flex-1">
              <Link to={`/product/${line.productSlug}`} className="font-medium hover:underline">
                {line.name}
              </Link>
              <LinePrice count={line.quantity} shown={unitInOrderCurrency(line, order.currency)} own={{ amount: line.unitPrice, currency: line.currency }} />
            </div>
            <p className="font-semibold">{money(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-right text-sm">
        {t('cart.subTotal')} <strong>{money(subOrder.subTotal)}</strong>
      </p>
    </section>
  );
}

/** An order as its buyer reads it: parcels per seller with their timelines, totals, payment, address. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const { address, payment } = order;
  const approvalUrl = paymentPageUrl(payment.approvalUrl, language);
  return (
    <article aria-labelledby="order-title" className="mt-6 space-y-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-title" className="text-xl font-bold">
          {t('tracking.orderTitle', { number: order.number })}
        </h2>
        <p className="text-sm text-slate-600">{t('tracking.placedOn', { date: formatDateTime(order.createdAt, language) })}</p>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          {order.subOrders.map((subOrder, index) => (
            <Parcel key={subOrder.id} subOrder={subOrder} index={index} count={order.subOrders.length} order={order} />
          ))}
        </div>
        <div className="min-w-0 space-y-4">
          <section aria-labelledby="order-summary-title" className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 id="order-summary-title" className="mb-2 font-semibold">
              {t('cart.summary')}
            </h3>
            <ValueSummary summary={order.summary} />
            <p className="mt-2 text-xs text-slate-600">{t(`shipping.${order.shippingOption.code}`)}</p>
          </section>
          <section aria-labelledby="order-payment-title" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <h3 id="order-payment-title" className="mb-2 font-semibold">
              {t('tracking.payment')}
            </h3>
            <p>{t(`payment.methods.${payment.method}`)}</p>
            <p>
              {t('tracking.paymentStatus')} <strong>{t(`payment.statuses.${payment.status}`)}</strong>
              {payment.paidAt ? ` · ${formatDateTime(payment.paidAt, language)}` : null}
            </p>
            {payment.charged && payment.charged.currency !== order.currency ? (
              <p className="text-slate-600">{t('tracking.charged', { amount: formatMoney(payment.charged, language) })}</p>
            ) : null}
            {payment.status === 'PENDING' && payment.method === 'PAYPAL' && payment.dueAt ? (
              <p className="mt-2">
                {t('paypal.unpaidUntil', { number: order.number, date: formatDateTime(payment.dueAt, language) })}{' '}
                {approvalUrl ? (
                  <a href={approvalUrl} className="font-semibold text-brand-700 underline">
                    {t('paypal.payAgain')}
                  </a>
                ) : null}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="order-address-title" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <h3 id="order-address-title" className="mb-2 font-semibold">
              {t('tracking.address')}
            </h3>
            <address className="not-italic">
              {address.fullname}
              <br />
              {address.addressLine}, {address.city}
              {address.additionalInfo ? (
                <>
                  <br />
                  {address.additionalInfo}
                </>
              ) : null}
              <br />
              {phoneText(address.phoneNumber)}
              {address.email ? (
                <>
                  <br />
                  {address.email}
                </>
              ) : null}
            </address>
          </section>
        </div>
      </div>
    </article>
  );
}
