import { type PaidPlan, periodMonths, planRank, type SubscriptionFeature, subscriptionFeatures, subscriptionPeriods } from '@store/contracts/plans';
import type { ActiveSubscription, PlanOffer } from '@store/contracts/subscriptions';
import { Form, Link } from 'react-router';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { errorKey, replyErrorKey } from '../../lib/form-reply.ts';
import { formatDay } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { usePrice } from '../../lib/use-price.ts';
import type { Route } from './+types/route';
import { loadSubscriptionPage, subscribe } from './subscription.server.ts';

export const handle: RouteHandle = { titleKey: 'pages.subscription.title', robots: 'index,follow' };

export const loader = ({ request, context }: Route.LoaderArgs) => loadSubscriptionPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => subscribe(request, context);

/** The seller's plan now: its end, publications used of the limit, and what is paid ahead. */
function CurrentPlan({ current, ahead }: { current: ActiveSubscription; ahead: ActiveSubscription['payments'] }) {
  const { t, tDynamic, language } = useTranslation();
  const { used, limit } = current.publications;
  const share = Math.min(100, Math.round((used / Math.max(1, limit)) * 100));
  return (
    <section aria-labelledby="current-plan-title" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="current-plan-title" className="text-lg font-bold">
        {t('plans.current.title', { plan: tDynamic(`plans.names.${current.plan}`) })}
      </h2>
      <p className="mt-1 text-slate-700">
        {current.endsAt ? t(current.state === 'EXPIRING' ? 'plans.current.endsSoon' : 'plans.current.until', { date: formatDay(current.endsAt, language) }) : t('plans.current.free')}
      </p>
      <p className="mt-3 text-sm font-medium" id="publications-used">
        {t('plans.current.publications', { used, limit })}
      </p>
      <div className="mt-1 h-2 w-full max-w-md rounded-full bg-slate-200" role="progressbar" aria-labelledby="publications-used" aria-valuemin={0} aria-valuemax={limit} aria-valuenow={Math.min(used, limit)}>
        <div className={`h-2 rounded-full ${used >= limit ? 'bg-red-600' : 'bg-brand-600'}`} style={{ width: `${share}%` }} />
      </div>
      {used >= limit ? <p className="mt-2 text-sm text-red-700">{t('plans.current.limitReached')}</p> : null}
      {ahead.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {ahead.map((payment) => (
            <li key={payment.id}>{t('plans.current.ahead', { plan: tDynamic(`plans.names.${payment.plan}`), from: formatDay(payment.startsAt, language), to: formatDay(payment.endsAt, language) })}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PeriodChooser({ period }: { period: string }) {
  const { t, tDynamic } = useTranslation();
  return (
    <nav aria-label={t('plans.period')} className="mt-6">
      <p className="text-sm font-medium text-slate-700">{t('plans.period')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {subscriptionPeriods.map((option) => (
          <li key={option}>
            <Link
              to={`?period=${option}`}
              preventScrollReset
              replace
              aria-current={option === period ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${option === period ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
            >
              {tDynamic(`plans.periods.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Feature({ feature, included, limit }: { feature: SubscriptionFeature; included: boolean; limit: number }) {
  const { t, tDynamic } = useTranslation();
  return (
    <li className={`flex gap-2 ${included ? 'text-slate-800' : 'text-slate-500'}`}>
      <span aria-hidden="true" className="w-4 shrink-0 font-bold">
        {included ? '✓' : '–'}
      </span>
      <span>
        {feature === 'publications' ? t('plans.features.publications', { count: limit }) : tDynamic(`plans.features.${feature}`)}
        {included ? null : <span className="sr-only"> {t('plans.notIncluded')}</span>}
      </span>
    </li>
  );
}

/** What the plan's button says for this seller: choose, extend, or switch when the current plan ends. */
function choiceKey(plan: PaidPlan, current: ActiveSubscription | null) {
  if (!current || current.plan === 'free') return 'plans.choose';
  if (current.plan === plan) return 'plans.extend';
  return planRank[plan] > planRank[current.plan] ? 'plans.upgrade' : 'plans.downgrade';
}

function PlanCard({ offer, period, current, canBuy }: { offer: PlanOffer; period: Route.ComponentProps['loaderData']['period']; current: ActiveSubscription | null; canBuy: boolean }) {
  const { t, tDynamic } = useTranslation();
  const price = usePrice();
  const cost = offer.prices.find((entry) => entry.period === period)?.price ?? 0;
  const isCurrent = current?.plan === offer.code;
  return (
    <li className={`relative flex flex-col rounded-lg border bg-white p-5 ${offer.highlighted ? 'border-2 border-brand-600 shadow-md' : 'border-slate-200'}`}>
      {offer.highlighted ? <p className="absolute -top-3 left-5 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-bold text-white">{t('plans.highlighted')}</p> : null}
      <h2 className="text-xl font-bold">{tDynamic(`plans.names.${offer.code}`)}</h2>
      <p className="mt-2">
        <span className="text-2xl font-extrabold">{price({ amount: cost, currency: 'CFA' })}</span>
        {offer.code === 'free' ? null : <span className="text-slate-600"> / {tDynamic(`plans.periods.${period}`)}</span>}
      </p>
      {offer.code !== 'free' && periodMonths[period] > 1 ? (
        <p className="text-sm text-slate-600">{t('plans.perMonth', { price: price({ amount: Math.round(cost / periodMonths[period]), currency: 'CFA' }) })}</p>
      ) : null}
      <ul className="mt-4 flex-1 space-y-2 text-sm" aria-label={t('plans.featuresOf', { plan: tDynamic(`plans.names.${offer.code}`) })}>
        {subscriptionFeatures.map((feature) => (
          <Feature key={feature} feature={feature} included={offer.features.includes(feature)} limit={offer.publicationLimit} />
        ))}
      </ul>
      <div className="mt-5">
        {offer.code === 'free' ? (
          <p className="text-sm text-slate-600">{t(isCurrent ? 'plans.yourPlan' : 'plans.freeAfter')}</p>
        ) : canBuy ? (
          <Form method="post">
            <input type="hidden" name="plan" value={offer.code} />
            <input type="hidden" name="period" value={period} />
            <button type="submit" className={`min-h-11 w-full rounded-md px-4 font-semibold ${offer.highlighted ? 'bg-brand-600 text-white hover:bg-brand-700' : 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50'}`}>
              {tDynamic(choiceKey(offer.code, current), { plan: tDynamic(`plans.names.${offer.code}`), period: tDynamic(`plans.periods.${period}`) })}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

/** Subscription plans (spec §1): free, plus (highlighted) and pro, each bought for a period. */
export default function SubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const { plans, period, signedIn, seller, current, ahead, currentError, notice } = loaderData;
  const refused = replyErrorKey(actionData);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.subscription.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-600">{t('pages.subscription.intro')}</p>
      <div className="mt-4 space-y-2" aria-live="polite">
        {notice === 'paid' ? <FormMessage tone="success">{t('plans.paid')}</FormMessage> : null}
        {notice === 'cancelled' ? <FormMessage tone="info">{t('plans.cancelled')}</FormMessage> : null}
        {refused ? <FormMessage tone="error">{tDynamic(refused)}</FormMessage> : null}
        {currentError ? <FormMessage tone="error">{tDynamic(errorKey(currentError))}</FormMessage> : null}
      </div>
      {current ? <CurrentPlan current={current} ahead={ahead} /> : null}
      {signedIn && !seller ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
          {t('plans.forSellers')}{' '}
          <Link to="/contact-us" className="font-semibold text-brand-700 underline">
            {t('plans.askShop')}
          </Link>
        </p>
      ) : null}
      {!signedIn ? <p className="mt-6 text-slate-700">{t('plans.signInFirst')}</p> : null}
      <PeriodChooser period={period} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {plans.map((offer) => (
          <PlanCard key={offer.code} offer={offer} period={period} current={current} canBuy={!signedIn || seller} />
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-slate-600">{t('plans.rules')}</p>
    </section>
  );
}
