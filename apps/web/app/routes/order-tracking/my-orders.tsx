import { formatMoney } from '@store/contracts/money';
import type { OrderListItem } from '@store/contracts/orders';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { Pagination } from '../../components/pagination.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useRootData } from '../../root.tsx';

/** A signed-in buyer's orders, newest first, each a link to its page. */
export function MyOrders({ items, total, page, size, current }: { items: OrderListItem[]; total: number; page: number; size: number; current: string }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  return (
    <section aria-labelledby="my-orders-title" className="mt-10">
      <h2 id="my-orders-title" className="text-xl font-bold">
        {t('tracking.myOrders')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('tracking.noOrders')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.number} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 text-sm">
              <Link
                to={`/order-tracking?${new URLSearchParams({ number: item.number })}`}
                aria-current={item.number === current ? 'page' : undefined}
                className="font-semibold text-brand-700 hover:underline"
              >
                {item.number}
              </Link>
              <span className="text-slate-600">{formatDateTime(item.createdAt, language)}</span>
              <span>{t('tracking.items', { count: item.numProducts })}</span>
              <span className="font-semibold">{formatMoney({ amount: item.grandTotal, currency: item.currency }, language)}</span>
              <span className="w-full text-slate-600 sm:w-auto">
                {t(`payment.statuses.${item.paymentStatus}`)} · {[...new Set(item.statuses)].map((status) => t(`orderStatus.${status}`)).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} size={size} total={total} hrefFor={(p) => `/order-tracking?${new URLSearchParams({ ...(current ? { number: current } : {}), page: String(p) })}`} />
    </section>
  );
}
