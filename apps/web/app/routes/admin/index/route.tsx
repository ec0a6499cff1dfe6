import { formatMoney } from '@store/contracts/money';
import { data, Link } from 'react-router';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { sectionsFor } from '../admin-sections.ts';
import type { Route } from './+types/route';
import { DayChart } from './day-chart.tsx';

/** The overview: the dashboard's counters and 30-day charts (one API call), then the sections. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context, pageRules.administrator);
  const dashboard = await context.api.dashboard();
  return data({ dashboard, administrator: user.authorities.includes('ROLE_ADMIN') }, { headers: { 'cache-control': 'private, no-store' } });
}

const counters = [
  ['orders30Days', '/admin/orders'],
  ['revenue30Days', null],
  ['users', '/admin/users'],
  ['sellers', '/admin/users?accountType=PROFESSIONAL'],
  ['publishedProducts', null],
  ['lowStockProducts', null],
  ['openContacts', '/admin/contacts?status=NEW'],
  ['openRequests', null],
  ['pendingIdentity', '/admin/identity'],
  ['planRefundsDue', '/admin/plan-payments?status=REFUND_DUE'],
] as const;

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { dashboard, administrator } = loaderData;
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const cfa = (value: number) => formatMoney({ amount: value, currency: 'CFA' }, language);
  const series = (key: 'orders' | 'revenue' | 'newUsers' | 'productsPublished') => dashboard.days.map((day) => ({ day: day.day, value: day[key] }));
  return (
    <>
      <section aria-labelledby="dashboard-title">
        <h2 id="dashboard-title" className="text-xl font-bold">
          {t('admin.dashboard.title')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.dashboard.intro')}</p>
        <h3 className="sr-only">{t('admin.dashboard.counters')}</h3>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {counters.map(([key, href]) => {
            const value = key === 'revenue30Days' ? cfa(dashboard.totals[key]) : number(dashboard.totals[key]);
            return (
              // min-w-0 and wrap-anywhere: a month's revenue in CFA (non-breaking spaces) wraps inside a phone's half-width cell.
              <div key={key} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-600">{t(`admin.dashboard.${key}`)}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums wrap-anywhere text-slate-900">
                  {href ? (
                    <Link to={href} className="hover:underline">
                      {value}
                    </Link>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <DayChart title={t('admin.dashboard.ordersChart')} days={series('orders')} format={number} />
          <DayChart title={t('admin.dashboard.revenueChart')} days={series('revenue')} format={cfa} />
          <DayChart title={t('admin.dashboard.usersChart')} days={series('newUsers')} format={number} />
          <DayChart title={t('admin.dashboard.productsChart')} days={series('productsPublished')} format={number} />
        </div>
      </section>
      <section aria-labelledby="sections-title" className="mt-8">
        <h2 id="sections-title" className="text-xl font-bold">
          {t('admin.dashboard.sections')}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-600">{t('pages.admin.intro')}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sectionsFor(administrator)
            .filter((section) => !section.end)
            .map((section) => (
              <li key={section.to}>
                <Link to={section.to} className="block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500">
                  <span className="font-semibold text-brand-700">{t(section.labelKey)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t(section.descriptionKey)}</span>
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}
