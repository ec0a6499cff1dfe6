import { publicationsLeft, type SubscriptionPlan } from '@store/contracts/plans';
import type { ActiveSubscription } from '@store/contracts/subscriptions';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/translation-context.tsx';

export interface PlanUse {
  plan: SubscriptionPlan;
  used: number;
  limit: number;
}

/** The plan and publications of `GET account/subscriptions/payments/active`, as the pages show them. */
export function planUseOf(subscription: ActiveSubscription | null): PlanUse | null {
  return subscription ? { plan: subscription.plan, ...subscription.publications } : null;
}

/**
 * A shop's plan and its publications used of the limit ("32 of 50 publications"), with the way
 * to a bigger plan; at the limit it says that new listings wait as drafts.
 */
export function PlanUsage({ usage, publishing = true }: { usage: PlanUse; publishing?: boolean }) {
  const { t, tDynamic } = useTranslation();
  const full = publicationsLeft(usage.limit, usage.used) === 0;
  return (
    <div className={`rounded-lg border p-4 text-sm ${full && publishing ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}>
      <p className="font-semibold">{t('plans.current.title', { plan: tDynamic(`plans.names.${usage.plan}`) })}</p>
      <p className="mt-1 text-slate-700">{t('plans.current.publications', { used: usage.used, limit: usage.limit })}</p>
      {full && publishing ? <p className="mt-1 text-amber-900">{t('plans.current.limitReached')}</p> : null}
      <Link to="/subscription" className="mt-2 inline-block font-semibold text-brand-700 underline">
        {t('plans.see')}
      </Link>
    </div>
  );
}
