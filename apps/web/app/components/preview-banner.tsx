import { useTranslation } from '../lib/i18n/translation-context.tsx';

/**
 * Decision 79: a preview is the real page with the drafts (`?preview=draft`, operators only),
 * and must never pass for what visitors see. The root shows it above every previewed page.
 */
export function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mb-6 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      {t('content.preview.banner')}{' '}
      <a href="/admin/content" className="underline">
        {t('content.preview.back')}
      </a>
    </p>
  );
}
