import type { InboxItem } from '@store/contracts/inbox';
import { isSeller } from '@store/contracts/roles';
import { Link } from 'react-router';
import { MarkdownHtml } from '../../components/markdown-html.tsx';
import { planUseOf } from '../../components/plan-usage.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { guardPage, pageRules } from '../../lib/guards.server.ts';
import { markdownHtml } from '../../lib/markdown-html.server.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { profileCompleteness, requestsState } from './account-hub.ts';
import { HubCards, type HubState } from './hub-cards.tsx';

export const handle: RouteHandle = { titleKey: 'pages.account.title', robots: 'noindex' };

const NOTIFICATIONS_SHOWN = 20;

/**
 * My account: a card per part of the account with its latest state (last order, open requests,
 * unread notifications, profile completeness, the shop's plan), read in one round of calls, and
 * the notifications (read once shown here, spec §3).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context, pageRules.signedIn);
  const seller = isSeller(user);
  const { api } = context;
  const [inbox, orders, requests, profile, subscription] = await Promise.all([
    api.notifications(0, NOTIFICATIONS_SHOWN).catch(() => null),
    api.myOrders(0, 1).catch(() => null),
    api.myProductRequests().catch(() => null),
    api.accountProfile().catch(() => null),
    seller ? api.activeSubscription().catch(() => null) : Promise.resolve(null),
  ]);
  const lists = inbox?.notifications ?? { dangers: [], warnings: [], infos: [] };
  // Each message is markdown, made HTML here: the page carries no markdown parser.
  const items = (['dangers', 'warnings', 'infos'] as const).flatMap((level) => lists[level].map(({ messageBody, ...item }) => ({ ...item, level, html: markdownHtml(messageBody) })));
  const unseen = items.filter((item) => !item.read).map((item) => item.id);
  // Shown, so seen: they stay marked "new" on this page only.
  if (unseen.length > 0) await context.api.markNotificationsRead(unseen).catch(() => undefined);
  const lastOrder = orders?.items[0];
  const state: HubState = {
    lastOrder: lastOrder ? { number: lastOrder.number, status: lastOrder.statuses[0] ?? 'PLACED' } : null,
    orders: orders ? orders.total : null,
    requests: requests ? requestsState(requests) : null,
    unread: inbox ? inbox.unread : null,
    profile: profile ? profileCompleteness(profile, seller) : null,
    shop: planUseOf(subscription),
  };
  return { seller, state, items: items.sort((a, b) => b.createdDate.localeCompare(a.createdDate)), failed: inbox === null, language: context.language };
}

const levelClasses: Record<string, string> = { dangers: 'border-red-300 bg-red-50', warnings: 'border-amber-300 bg-amber-50', infos: 'border-slate-200 bg-white' };

function Notification({ item, language }: { item: Omit<InboxItem, 'messageBody'> & { level: string; html: string }; language: 'fr' | 'en' }) {
  const { t } = useTranslation();
  return (
    <li className={`rounded-md border p-3 ${levelClasses[item.level] ?? levelClasses.infos}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>
          {formatDateTime(item.createdDate, language)}
          {item.read ? null : <span className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 font-semibold text-white">{t('accountHub.new')}</span>}
        </span>
        {item.link ? (
          <Link to={item.link} className="font-semibold text-brand-700 underline">
            {t('accountHub.open')}
          </Link>
        ) : null}
      </div>
      <MarkdownHtml className="mt-1 text-sm text-slate-800 [&_a]:text-brand-700 [&_a]:underline" html={item.html} />
    </li>
  );
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seller, state, items, failed, language } = loaderData;
  const sellerLinks = [
    { to: '/add-product', label: t('accountHub.publish') },
    { to: '/requested-products', label: t('accountHub.buyersRequests') },
  ];
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.account.title')}</h1>
      <HubCards state={state} seller={seller} />
      {seller ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {sellerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-100">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <section id="notifications" aria-labelledby="notifications-title" className="mt-8">
        <h2 id="notifications-title" className="text-xl font-bold">
          {t('accountHub.notifications')}
        </h2>
        {failed ? <p className="mt-3 text-slate-600">{t('accountHub.notificationsFailed')}</p> : null}
        {!failed && items.length === 0 ? <p className="mt-3 text-slate-600">{t('accountHub.noNotifications')}</p> : null}
        <ul className="mt-3 space-y-2">
          {items.map((item) => (
            <Notification key={item.id} item={item} language={language} />
          ))}
        </ul>
      </section>
    </section>
  );
}
