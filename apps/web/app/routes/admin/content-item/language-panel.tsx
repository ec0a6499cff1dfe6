import type { ContentStatus } from '@store/contracts/content-admin-rules';
import type { Language } from '@store/contracts/locale';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { ContentStatusBadge } from '../content/content-status.tsx';
import { ProblemReasons } from '../problem-reasons.tsx';
import type { ContentReply } from './content-intents.ts';

/** The reply beside the form that posted: a translated refusal (with its fields' reasons) or a confirmation. */
export function Reply({ reply, formKey }: { reply: ContentReply; formKey: string }) {
  const { t } = useTranslation();
  if (!reply || reply.form !== formKey) return null;
  if ('done' in reply) return <FormMessage tone="success">{t(`admin.content.done.${reply.done}`)}</FormMessage>;
  return (
    <FormError error={`errors.${reply.failure}`}>
      <ProblemReasons codes={reply.fields.filter((code) => code.startsWith('content/') && code !== reply.failure)} />
    </FormError>
  );
}

export interface LanguageState {
  locale: Language;
  status: ContentStatus;
  draft: { id: number } | null;
  publishedDate: string | null;
  publishedByLogin: string | null;
}

/**
 * One language of an item: its status, its draft's form (`children`), the preview in the real
 * storefront when the item has a page, and publishing that language alone.
 */
export function LanguagePanel({ state, administrator, reply, previewUrl, children }: { state: LanguageState; administrator: boolean; reply: ContentReply; previewUrl: string | null; children: ReactNode }) {
  const { t, language } = useTranslation();
  const { locale, draft } = state;
  const inLanguage = t(`admin.content.inLanguage.${locale}`);
  const headingId = `content-${locale}-title`;
  return (
    <section aria-labelledby={headingId} lang={locale} className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} lang={language} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {t(`admin.content.languages.${locale}`)} <ContentStatusBadge status={state.status} language={locale} />
      </h3>
      <p lang={language} className="text-sm text-slate-600">
        {state.publishedDate ? t('admin.content.publishedBy', { date: formatDateTime(state.publishedDate, language), login: state.publishedByLogin ?? t('admin.content.installation') }) : t('admin.content.neverPublished')}
      </p>
      {children}
      {draft ? (
        <div lang={language} className="flex flex-wrap items-center gap-2">
          {previewUrl ? (
            <a href={previewUrl} className={buttonClasses('ghost', 'min-h-11 underline')}>
              {t('admin.content.preview', { inLanguage })}
            </a>
          ) : null}
          {administrator && state.status !== 'published' ? (
            <Form method="post">
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="versionId" value={draft.id} />
              <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
                {t('admin.content.publish', { inLanguage })}
              </button>
            </Form>
          ) : null}
          {state.status === 'published' ? <span className="text-sm text-slate-600">{t('admin.content.upToDate')}</span> : null}
        </div>
      ) : (
        <p lang={language} className="text-sm text-slate-600">
          {t('admin.content.nothingSaved')}
        </p>
      )}
      <div lang={language}>
        <Reply reply={reply} formKey={`publish:${locale}`} />
      </div>
    </section>
  );
}
