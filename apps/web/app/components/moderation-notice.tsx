import type { ModerationState } from '@store/contracts/moderation-rules';
import { useTranslation } from '../lib/i18n/translation-context.tsx';

/**
 * What the moderation team did to a seller's listing and why (decision 73), for My shop and the
 * listing's edit page: waiting for review, changes asked, or unpublished, with the reason.
 */
export function ModerationNotice({ moderation, reason, className = '' }: { moderation: ModerationState; reason: string | null; className?: string }) {
  const { t } = useTranslation();
  if (moderation === 'approved') return null;
  const tone = moderation === 'pending' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-300 bg-red-50 text-red-950';
  return (
    <div className={`rounded-md border p-3 text-sm ${tone} ${className}`}>
      <p className="font-semibold">{t(`moderation.seller.${moderation}.title`)}</p>
      <p className="mt-1">{t(`moderation.seller.${moderation}.next`)}</p>
      {reason && moderation !== 'pending' ? (
        <p className="mt-1 break-words whitespace-pre-wrap">
          <span className="font-semibold">{t('moderation.seller.reason')}</span> {reason}
        </p>
      ) : null}
    </div>
  );
}
