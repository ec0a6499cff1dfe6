import type { AdminOrder } from '@store/contracts/admin-orders';
import { formatMoney, formatProviderMoney } from '@store/contracts/money';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

/** The parcels of an order: one per seller, with its status, dates and lines. */
export function OrderParcels({ order }: { order: AdminOrder }) {
  const { t, language } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, language);
  return (
    <section aria-labelledby="parcels-title">
      <h3 id="parcels-title" className="font-semibold">
        {t('admin.order.parcels')}
      </h3>
      <ul className="mt-2 space-y-3">
        {order.subOrders.map((part) => {
          const seller = order.sellers.find((candidate) => candidate.subOrderId === part.id);
          const stamps = (['shippedAt', 'deliveredAt', 'cancelledAt'] as const).filter((key) => part[key]);
          return (
            <li key={part.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {seller ? (
                  <Link to={`/admin/users/${seller.id}`} className="font-semibold text-brand-700 hover:underline">
                    {part.seller.shopName}
                  </Link>
                ) : (
                  <span className="font-semibold">{part.seller.shopName}</span>
                )}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{t(`admin.orders.parcelStatuses.${part.status}`)}</span>
                <span className="tabular-nums">{money(part.subTotal)}</span>
                {stamps.map((key) => (
                  <span key={key} className="text-slate-500">
                    {t(`admin.order.stamps.${key}`, { date: date(part[key] ?? '') })}
                  </span>
                ))}
              </p>
              <ul className="mt-2 divide-y divide-slate-100">
                {part.lines.map((line) => (
                  <li key={line.productSlug} className="flex flex-wrap justify-between gap-x-3 py-1">
                    <Link to={`/product/${line.productSlug}`} className="min-w-0 break-words hover:underline">
                      {line.quantity} × {line.name}
                    </Link>
                    <span className="tabular-nums">{money(line.lineTotal)}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every payment attempt of an order, newest first. */
export function OrderPayments({ order }: { order: AdminOrder }) {
  const { t, tDynamic, language } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section aria-labelledby="payments-title">
      <h3 id="payments-title" className="font-semibold">
        {t('admin.order.paymentAttempts')}
      </h3>
      {order.payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('admin.order.noPayment')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
          {order.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap gap-x-4 gap-y-1 p-3">
              <span className="font-semibold">{payment.provider}</span>
              <span className="break-all font-mono text-xs">{payment.providerPaymentId}</span>
              <span className="tabular-nums">{formatProviderMoney(payment.amount, payment.currency, language)}</span>
              <span>{tDynamic(`admin.order.paymentStates.${payment.status}`, { defaultValue: payment.status })}</span>
              <span className="text-slate-500">{date(payment.completedDate ?? payment.createdDate)}</span>
              {payment.error ? <span className="basis-full break-words text-red-800">{payment.error}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
