import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useFetcher } from 'react-router';
import { replyErrorKey } from '../../lib/form-reply.ts';
import type { action } from './route.tsx';

/** "Show the phone number": posts to the page's action; guests are sent to sign in first. */
export function RevealPhone() {
  const { t, tDynamic } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  const error = replyErrorKey(result);
  const phone = result && 'phone' in result ? result.phone : undefined;
  if (phone) {
    return (
      <p className="rounded-lg border border-green-200 bg-green-50 p-4">
        <span className="block text-sm text-green-900">{t('product.sellerPhone')}</span>
        <a href={`tel:${phone.phoneNumber}`} className="text-xl font-bold text-green-900 underline">
          {phone.display}
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
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {tDynamic(error)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
