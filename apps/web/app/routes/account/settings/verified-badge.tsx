import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';

/** "Verified" (green, with a tick) or "Not verified" next to an email or phone number. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      <CheckIcon aria-hidden="true" className="size-3.5" />
      {t('security.verified')}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('security.notVerified')}</span>
  );
}
