import { type ListingCheck, listingChecks, requiredListingChecks } from '@store/contracts/product-rules';
import { CheckIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/** What the saved listing still lacks: the checks publishing needs first, then what makes it better, and its quality score. */
export function ListingChecklist({ checks, score, published }: { checks: Record<ListingCheck, boolean>; score: number; published: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checklist-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="checklist-title" className="text-lg font-semibold">
        {t('addProduct.checklist.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{published ? t('addProduct.checklist.published') : t('addProduct.checklist.draft')}</p>
      <div className="mt-3">
        <div className="flex justify-between text-sm font-medium">
          <span>{t('addProduct.checklist.score')}</span>
          <span>{score} / 100</span>
        </div>
        <div className="mt-1 h-2 rounded bg-slate-200" role="img" aria-label={t('addProduct.checklist.scoreLabel', { score })}>
          <div className={`h-2 rounded ${score >= 80 ? 'bg-green-600' : score >= 50 ? 'bg-amber-500' : 'bg-red-600'}`} style={{ width: `${score}%` }} />
        </div>
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        {listingChecks.map((check) => (
          <li key={check} className="flex items-start gap-2">
            {checks[check] ? <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" /> : <CloseIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />}
            <span>
              {t(`addProduct.checklist.checks.${check}`)}
              {requiredListingChecks.includes(check) ? <span className="ml-1 text-xs font-semibold text-slate-600">({t('addProduct.required')})</span> : null}
              <span className="sr-only"> {checks[check] ? t('forms.password.ruleMet') : t('forms.password.ruleNotMet')}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
