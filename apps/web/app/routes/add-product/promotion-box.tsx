import type { SubscriptionPlan } from '@store/contracts/plans';
import { Form, Link } from 'react-router';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/**
 * Promotion of a published product (pro plan): sponsored first in matching searches and on the
 * home page. Other plans see what it is and the way to pro.
 */
export function PromotionBox({ promoted, plan, errorKey }: { promoted: boolean; plan: SubscriptionPlan; errorKey: string | undefined }) {
  const { t, tDynamic } = useTranslation();
  return (
    <section aria-labelledby="promotion-title" className="rounded-lg border border-amber-200 bg-white p-4 text-sm">
      <h2 id="promotion-title" className="font-semibold">
        {t('addProduct.promotion.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t(promoted ? 'addProduct.promotion.on' : 'addProduct.promotion.what')}</p>
      {errorKey ? (
        <div className="mt-2">
          <FormMessage tone="error">{tDynamic(errorKey)}</FormMessage>
        </div>
      ) : null}
      {plan === 'pro' || promoted ? (
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value={promoted ? 'stop-promotion' : 'promote'} className="min-h-11 rounded-md border border-amber-600 bg-amber-50 px-4 font-semibold text-amber-900 hover:bg-amber-100">
            {t(promoted ? 'addProduct.promotion.stop' : 'addProduct.promotion.start')}
          </button>
        </Form>
      ) : (
        <Link to="/subscription" className="mt-2 inline-block font-semibold text-brand-700 underline">
          {t('addProduct.promotion.proOnly')}
        </Link>
      )}
    </section>
  );
}
