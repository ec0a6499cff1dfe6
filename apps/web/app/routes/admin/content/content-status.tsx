import type { ContentStatus } from '@store/contracts/content-admin-rules';
import type { Language } from '@store/contracts/locale';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

const tones: Record<ContentStatus, string> = {
  published: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  changed: 'border-amber-300 bg-amber-50 text-amber-900',
  missing: 'border-red-300 bg-red-50 text-red-800',
};

/** A language's state as a badge: published, an unpublished draft, or missing (never published). */
export function ContentStatusBadge({ status, language }: { status: ContentStatus; language: Language }) {
  const { t } = useTranslation();
  return (
    <span title={t(`admin.content.languages.${language}`)} className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {t(`admin.content.status.${status}`)}
    </span>
  );
}
