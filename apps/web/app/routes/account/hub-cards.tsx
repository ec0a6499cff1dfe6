import type { SubOrderStatus } from '@store/contracts/order-rules';
import type { PlanUse } from '../../components/plan-usage.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/** The latest state of each part of the account; null where it could not be read. */
export interface HubState {
  lastOrder: { number: string; status: SubOrderStatus } | null;
  orders: number | null;
  requests: { open: number; answers: number } | null;
  unread: number | null;
  profile: number | null;
  shop: PlanUse | null;
}

/** One card per part of the account: where it is, and its latest state in a line. */
export function HubCards({ state, seller }: { state: HubState; seller: boolean }) {
  const { t } = useTranslation();
  const unknown = t('accountHub.state.unknown');
  const cards = [
    {
      to: '/order-tracking',
      title: t('accountHub.orders'),
      line: state.lastOrder ? t('accountHub.state.lastOrder', { number: state.lastOrder.number, status: t(`orderStatus.${state.lastOrder.status}`) }) : state.orders === 0 ? t('accountHub.state.noOrder') : unknown,
    },
    {
      to: '/request-product',
      title: t('accountHub.myRequests'),
      line: state.requests ? t('accountHub.state.requests', { count: state.requests.open, answers: t('accountHub.state.answers', { count: state.requests.answers }) }) : unknown,
    },
    { to: '#notifications', title: t('accountHub.notifications'), line: state.unread === null ? unknown : t('accountHub.state.unread', { count: state.unread }) },
    { to: '/account/settings', title: t('accountHub.settings'), line: state.profile === null ? unknown : t('accountHub.state.profile', { percent: state.profile }) },
    ...(seller
      ? [{ to: '/account/vendor', title: t('accountHub.shop'), line: state.shop ? t('accountHub.state.shop', { plan: t(`plans.names.${state.shop.plan}`), used: state.shop.used, limit: state.shop.limit }) : unknown }]
      : []),
  ];
  return (
    <nav aria-label={t('pages.account.title')} className="mt-4">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="block h-full min-h-11 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600">
              <span className="block font-semibold text-slate-900">{card.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{card.line}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
