import type { ContentLanguageState } from '@store/contracts/admin-content';
import { CONTENT_MARKDOWN_MAX, CONTENT_TITLE_MAX, contentPreviewUrl, type MarkdownContentKey } from '@store/contracts/content-admin-rules';
import { Form } from 'react-router';
import { SafeMarkdown } from '../../../components/safe-markdown.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, inputClasses } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { ContentStatusBadge } from '../content/content-status.tsx';
import type { ContentReply } from './content-intents.ts';

/** The reply beside the form that posted: a translated refusal or a confirmation. */
function Reply({ reply, formKey }: { reply: ContentReply; formKey: string }) {
  const { t } = useTranslation();
  if (!reply || reply.form !== formKey) return null;
  if ('done' in reply) return <FormMessage tone="success">{t(`admin.content.done.${reply.done}`)}</FormMessage>;
  return <FormError error={`errors.${reply.failure}`} />;
}

/**
 * One language of an item: its status, its draft's form, the preview in the real storefront,
 * and publishing that language alone. Administrators get the forms; managers read.
 */
export function LanguageEditor({ itemKey, state, administrator, reply }: { itemKey: MarkdownContentKey; state: ContentLanguageState; administrator: boolean; reply: ContentReply }) {
  const { t, language } = useTranslation();
  const { locale, draft } = state;
  const inLanguage = t(`admin.content.inLanguage.${locale}`);
  const kept = reply && 'failure' in reply && reply.form === `save:${locale}` ? reply.values : null;
  const previewUrl = contentPreviewUrl(itemKey, locale);
  const headingId = `content-${locale}-title`;
  return (
    <section aria-labelledby={headingId} lang={locale} className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} lang={language} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {t(`admin.content.languages.${locale}`)} <ContentStatusBadge status={state.status} language={locale} />
      </h3>
      <p lang={language} className="text-sm text-slate-600">
        {state.publishedDate ? t('admin.content.publishedBy', { date: formatDateTime(state.publishedDate, language), login: state.publishedByLogin ?? t('admin.content.installation') }) : t('admin.content.neverPublished')}
      </p>
      {administrator ? (
        <Form method="post" className="space-y-3" lang={language}>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="locale" value={locale} />
          <Reply reply={reply} formKey={`save:${locale}`} />
          <div>
            <label htmlFor={`title-${locale}`} className="block text-sm font-medium text-slate-700">
              {t('admin.content.titleLabel', { inLanguage })}
            </label>
            <input id={`title-${locale}`} name="title" lang={locale} className={inputClasses} defaultValue={kept?.title ?? draft?.title ?? ''} required maxLength={CONTENT_TITLE_MAX} autoComplete="off" />
          </div>
          <div>
            <label htmlFor={`markdown-${locale}`} className="block text-sm font-medium text-slate-700">
              {t('admin.content.markdownLabel', { inLanguage })}
            </label>
            <textarea
              id={`markdown-${locale}`}
              name="markdown"
              lang={locale}
              rows={14}
              aria-describedby={`markdown-${locale}-hint`}
              className={`${inputClasses} py-2 font-mono text-sm`}
              defaultValue={kept?.markdown ?? draft?.markdown ?? ''}
              required
              maxLength={CONTENT_MARKDOWN_MAX}
            />
            <p id={`markdown-${locale}-hint`} className="mt-1 text-xs text-slate-500">
              {t('admin.content.markdownHint')}
            </p>
          </div>
          <button type="submit" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.content.save', { inLanguage })}
          </button>
        </Form>
      ) : null}
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
      {draft ? (
        <details className="rounded-md border border-slate-200 p-3">
          <summary lang={language} className="min-h-11 cursor-pointer content-center font-medium">
            {t('admin.content.draftPreview')}
          </summary>
          <div className="mt-2 space-y-3 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ul]:list-disc">
            <p className="font-bold">{draft.title}</p>
            <SafeMarkdown markdown={draft.markdown} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
