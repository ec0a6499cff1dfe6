import type { ContentLanguageState } from '@store/contracts/admin-content';
import { CONTENT_MARKDOWN_MAX, CONTENT_TITLE_MAX, contentPreviewUrl, type MarkdownContentKey } from '@store/contracts/content-admin-rules';
import { Form } from 'react-router';
import { SafeMarkdown } from '../../../components/safe-markdown.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { ContentReply } from './content-intents.ts';
import { LanguagePanel, Reply } from './language-panel.tsx';

/** One language of a markdown item: its draft's title and text, and the draft rendered as the store will show it. */
export function LanguageEditor({ itemKey, state, administrator, reply }: { itemKey: MarkdownContentKey; state: ContentLanguageState; administrator: boolean; reply: ContentReply }) {
  const { t, language } = useTranslation();
  const { locale, draft } = state;
  const inLanguage = t(`admin.content.inLanguage.${locale}`);
  const kept = reply && 'failure' in reply && reply.form === `save:${locale}` ? reply.values : null;
  return (
    <LanguagePanel state={state} administrator={administrator} reply={reply} previewUrl={contentPreviewUrl(itemKey, locale)}>
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
    </LanguagePanel>
  );
}
