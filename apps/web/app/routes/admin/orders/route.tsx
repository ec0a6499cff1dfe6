import { adminOrderQuerySchema } from '@store/contracts/admin-orders';
import { formatMoney } from '@store/contracts/money';
import { paymentStatuses, subOrderStatuses } from '@store/contracts/order-rules';
import { data, Form, Link } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { FilterButtons, FilterInput, FilterSelect, listPageHref, MatchingRows } from '../list-filters.tsx';
import { RefundBadge } from './refund-badge.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.orders.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 20;
const filterNames = ['query', 'shop', 'status', 'paymentStatus', 'from', 'to'] as const;

/** Every order, newest first, searched and filtered from the address (a filter that makes no sense is dropped, and said so). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  const url = new URL(request.url);
  const read = (name: string) => url.searchParams.get(name) || undefined;
  const parsed = adminOrderQuerySchema.safeParse({ ...Object.fromEntries(filterNames.map((name) => [name, read(name)])), page: read('page'), size: PAGE_SIZE });
  const query = parsed.success ? parsed.data : adminOrderQuerySchema.parse({ size: PAGE_SIZE });
  const { items, total } = await context.api.adminOrders(query);
  return data({ items, total, query, badFilter: !parsed.success }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t, tDynamic, language } = useTranslation();
  const { items, total, query, badFilter } = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const filtered = filterNames.some((name) => query[name] !== undefined);
  const hrefFor = (page: number) => listPageHref('/admin/orders', query, filterNames, page);
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="text-xl font-bold">
        {t('admin.orders.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.orders.intro')}</p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <FilterInput id="orders-query" name="query" label={t('admin.orders.query')} value={query.query} className="min-w-0 flex-1 basis-56" />
        <FilterInput id="orders-shop" name="shop" label={t('admin.orders.shop')} value={query.shop} className="min-w-0 basis-40" />
        <FilterSelect id="orders-status" name="status" label={t('admin.orders.status')} any={t('admin.orders.anyStatus')} value={query.status} options={subOrderStatuses.map((status) => ({ value: status, label: t(`admin.orders.parcelStatuses.${status}`) }))} />
        <FilterSelect id="orders-payment" name="paymentStatus" label={t('admin.orders.paymentStatus')} any={t('admin.orders.anyPayment')} value={query.paymentStatus} options={paymentStatuses.map((status) => ({ value: status, label: t(`payment.statuses.${status}`) }))} />
        <FilterInput id="orders-from" name="from" type="date" label={t('admin.orders.from')} value={query.from} />
        <FilterInput id="orders-to" name="to" type="date" label={t('admin.orders.to')} value={query.to} />
        <FilterButtons filterLabel={t('admin.orders.filter')} clearLabel={t('admin.orders.clear')} clearTo="/admin/orders" filtered={filtered} />
      </Form>
      {badFilter ? <p className="mt-3 text-sm font-medium text-amber-900">{t('admin.orders.badFilter')}</p> : null}
      <MatchingRows countText={t('admin.orders.count', { count: total })} emptyText={t('admin.orders.empty')} empty={items.length === 0}>
        {items.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
            <Link to={`/admin/orders/${order.id}`} className="min-w-0 flex-1 basis-48 font-mono font-semibold text-brand-700 hover:underline">
              {order.number}
              <span className="block truncate font-sans font-normal text-slate-600">{[order.fullname, order.buyerLogin ?? t('admin.order.guest')].join(' · ')}</span>
            </Link>
            <span className="tabular-nums">{formatMoney({ amount: order.grandTotal, currency: order.currency }, language)}</span>
            <span>{tDynamic(`payment.statuses.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}</span>
            {order.cancelledDate ? <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">{t('admin.orders.cancelled')}</span> : null}
            <RefundBadge status={order.refundStatus} className="text-xs" />
            <span className="min-w-0 basis-full text-slate-600 sm:basis-auto">{order.parcels.map((parcel) => `${parcel.shopName}: ${t(`admin.orders.parcelStatuses.${parcel.status}`)}`).join(' · ')}</span>
            <span className="text-slate-500">{date(order.createdDate)}</span>
          </li>
        ))}
      </MatchingRows>
      <Pagination hrefFor={hrefFor} page={query.page} size={query.size} total={total} />
    </section>
  );
}
