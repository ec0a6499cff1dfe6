import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useFetcher } from 'react-router';
import type { action } from './route.tsx';

/** "Show the phone number": posts to the page's action; guests are sent to sign in first. */
export function RevealPhone() {
  const { t, tDynamic } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  if (result && 'phone' in result) {
    return (
      <p className="rounded-lg border border-green-200 bg-green-50 p-4">
        <span className="block text-sm text-green-900">{t('product.sellerPhone')}</span>
        <a href={`tel:${result.phone.phoneNumber}`} className="text-xl font-bold text-green-900 underline">
          {result.phone.display}
        </a>
      </p>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="reveal" />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="min-h-11 w-full rounded-md bg-accent-500 px-4 font-semibold text-slate-900 hover:bg-accent-600 disabled:opacity-60"
      >
        {t('product.revealPhone')}
      </button>
      {result && 'error' in result ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {tDynamic(result.error)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
