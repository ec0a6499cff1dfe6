import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { CheckIcon } from './ui/icons.tsx';

/** Shown beside a seller whose identity document a reviewer approved. */
export function VerifiedSellerBadge() {
  const { t } = useTranslation();
  return (
    <span title={t('seller.verifiedHint')} className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      <CheckIcon aria-hidden="true" className="size-3.5" />
      {t('seller.verified')}
    </span>
  );
}
