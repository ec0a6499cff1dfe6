import { type Language, languages } from '@store/contracts/locale';
import { Form } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { ContentReply } from './content-intents.ts';

interface VersionLine {
  id: number;
  locale: Language;
  restoredFrom: number | null;
  authorLogin: string | null;
  createdDate: string;
}
type Ids = { draft: { id: number } | null; published: { id: number } | null };

/**
 * Each language's last versions, newest first: what each holds (`label`), who saved it and when,
 * which is the draft and which is published, and restore.
 */
export function VersionHistory<Version extends VersionLine>({
  item,
  label,
  administrator,
  reply,
}: {
  item: { fr: Ids; en: Ids; history: readonly Version[] };
  label: (version: Version) => string;
  administrator: boolean;
  reply: ContentReply;
}) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="content-history-title" className="space-y-3">
      <h3 id="content-history-title" className="text-lg font-semibold">
        {t('admin.content.history')}
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">
        {languages.map((locale) => {
          const state = item[locale];
          const versions = item.history.filter((version) => version.locale === locale);
          const formKey = `restore:${locale}`;
          return (
            <section key={locale} aria-labelledby={`history-${locale}`} className="min-w-0">
              <h4 id={`history-${locale}`} className="font-semibold">
                {t(`admin.content.languages.${locale}`)}
              </h4>
              {reply && reply.form === formKey ? 'done' in reply ? <FormMessage tone="success">{t('admin.content.done.restore')}</FormMessage> : <FormError error={`errors.${reply.failure}`} /> : null}
              <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
                {versions.map((version) => (
                  <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                    <div className="min-w-0">
                      <p className="break-words font-semibold" lang={locale}>
                        {label(version)}
                      </p>
                      <p className="text-slate-600">
                        {t('admin.content.versionBy', { id: version.id, date: formatDateTime(version.createdDate, language), login: version.authorLogin ?? t('admin.content.installation') })}
                        {version.restoredFrom === null ? null : ` · ${t('admin.content.restoredFrom', { id: version.restoredFrom })}`}
                        {version.id === state.draft?.id ? ` · ${t('admin.content.isDraft')}` : null}
                        {version.id === state.published?.id ? ` · ${t('admin.content.isPublished')}` : null}
                      </p>
                    </div>
                    {administrator && version.id !== state.draft?.id ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="versionId" value={version.id} />
                        <button type="submit" className={buttonClasses('secondary', 'min-h-11')} aria-label={t('admin.content.restoreVersion', { id: version.id })}>
                          {t('admin.content.restore')}
                        </button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </section>
  );
}
