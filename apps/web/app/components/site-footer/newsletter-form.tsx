import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useFetcher } from 'react-router';
import { isFormReply, replyErrorKey, typedPhoneNumber } from '../../lib/form-reply.ts';
import type { action } from '../../routes/newsletter/route.tsx';
import { useRootData } from '../../root.tsx';
import { MarkdownHtml } from '../markdown-html.tsx';
import { DialCodeOptions } from '../dial-code-options.tsx';

/**
 * The dial code, the number and the button, posting the API body's names to /newsletter. A
 * plain fetcher form without Conform's hook (it is in every page's first load); the server
 * answers with Conform's reply, read by `form-reply.ts`. `posted` is the answer when sent
 * without JavaScript: a refused number comes back as it was typed.
 */
export function NewsletterFields({ posted }: { posted?: unknown }) {
  const { t, tDynamic } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const id = useId();
  const result: unknown = fetcher.data ?? posted;
  const error = replyErrorKey(result);
  const typed = isFormReply(result) ? typedPhoneNumber(result.initialValue?.phoneNumber) : undefined;
  return (
    <fetcher.Form method="post" action="/newsletter" className="w-full md:max-w-md">
      <label htmlFor={`${id}-phone`} className="block text-sm font-medium">
        {t('footer.newsletter.phoneLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <label htmlFor={`${id}-dial`} className="sr-only">
          {t('footer.newsletter.dialCode')}
        </label>
        <select id={`${id}-dial`} name="phoneNumber.indicator" defaultValue={typed?.indicator ?? '+225'} className="h-11 shrink-0 rounded-md border border-white/30 bg-white px-2 text-base text-slate-900">
          <DialCodeOptions />
        </select>
        <input
          id={`${id}-phone`}
          type="tel"
          name="phoneNumber.telephone"
          required
          defaultValue={typed?.telephone}
          autoComplete="tel-national"
          inputMode="tel"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-result`}
          className="h-11 min-w-0 flex-1 rounded-md border border-white/30 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
          placeholder="07 01 02 03 04"
        />
        <button type="submit" disabled={fetcher.state !== 'idle'} className="h-11 shrink-0 rounded-md bg-accent-500 px-4 text-sm font-semibold text-slate-900 hover:bg-accent-600 disabled:opacity-60">
          {t('footer.newsletter.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-brand-100">
        {t('footer.newsletter.hint')}
      </p>
      <p id={`${id}-result`} role="status" className="mt-2 min-h-10 text-sm font-medium">
        {/* A refused number is said here, by the field; a sign-up is confirmed by the API's alert (decision 69). */}
        {error ? tDynamic(error) : ''}
      </p>
    </fetcher.Form>
  );
}

/**
 * Newsletter call to action (spec §2): a country dial code and a required phone number,
 * leading zeros stripped by the API, stored once. Posts without leaving the page. Its title and
 * text are the operator's newsletter block when published in this language (issue #15).
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const { newsletter } = useRootData();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between md:gap-10">
        <div className="max-w-xl">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {newsletter?.title ?? t('footer.newsletter.title')}
          </h2>
          {newsletter ? (
            <MarkdownHtml className="mt-1 space-y-1 text-sm text-brand-100 [&_a]:text-white [&_a]:underline" html={newsletter.html} />
          ) : (
            <p className="mt-1 text-sm text-brand-100">{t('footer.newsletter.text')}</p>
          )}
        </div>
        <NewsletterFields />
      </div>
    </section>
  );
}
