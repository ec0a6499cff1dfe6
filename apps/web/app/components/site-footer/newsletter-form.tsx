import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../ui/use-hydrated.ts';

/**
 * Newsletter call-to-action with a required phone number. There is no subscription
 * endpoint yet, so submitting only says thanks and states that nothing was saved. The
 * button waits for JavaScript: without it the form would put the number in the page URL.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between md:gap-10">
        <div className="max-w-xl">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t('footer.newsletter.title')}
          </h2>
          <p className="mt-1 text-sm text-brand-100">{t('footer.newsletter.text')}</p>
        </div>
        <form
          className="w-full md:max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
          }}
        >
          <label htmlFor={`${id}-phone`} className="block text-sm font-medium">
            {t('footer.newsletter.phoneLabel')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${id}-phone`}
              type="tel"
              name="phone"
              required
              autoComplete="tel"
              inputMode="tel"
              pattern="\+?[0-9][0-9 ]{5,19}"
              aria-describedby={`${id}-hint`}
              onChange={() => setSubmitted(false)}
              className="h-11 min-w-0 flex-1 rounded-md border border-white/30 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
              placeholder="+225 07 01 02 03 04"
            />
            <button
              type="submit"
              disabled={!hydrated}
              className="h-11 shrink-0 rounded-md bg-accent-500 px-4 text-sm font-semibold text-slate-900 hover:bg-accent-600 disabled:opacity-60"
            >
              {t('footer.newsletter.submit')}
            </button>
          </div>
          <p id={`${id}-hint`} className="mt-1 text-xs text-brand-100">
            {t('footer.newsletter.hint')}
          </p>
          <p role="status" className="mt-2 min-h-10 text-sm font-medium">
            {submitted ? t('footer.newsletter.confirmation') : ''}
          </p>
        </form>
      </div>
    </section>
  );
}
