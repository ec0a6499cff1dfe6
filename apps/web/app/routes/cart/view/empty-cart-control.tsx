import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

/**
 * "Empty the cart" (spec §4), asked twice: the link opens a confirmation step in the page's
 * address (`?empty`), so it works without JavaScript and the back button cancels it.
 */
export function EmptyCartControl() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const asking = params.has('empty');
  params.delete('empty');
  const page = `/cart/view${params.size > 0 ? `?${params}` : ''}`;
  if (!asking) {
    params.set('empty', '1');
    return (
      <Link to={`/cart/view?${params}`} preventScrollReset className="inline-flex min-h-10 items-center text-sm font-semibold text-red-700 underline">
        {t('cart.emptying.start')}
      </Link>
    );
  }
  return (
    <div role="group" aria-labelledby="empty-cart-question" className="rounded-lg border border-red-200 bg-red-50 p-4">
      <p id="empty-cart-question" className="font-semibold text-red-900">{t('cart.emptying.question')}</p>
      <p className="mt-1 text-sm text-red-900">{t('cart.emptying.warning')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post" action={page}>
          <button type="submit" name="intent" value="empty" className="min-h-10 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800">
            {t('cart.emptying.confirm')}
          </button>
        </Form>
        <Link to={page} preventScrollReset className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 font-semibold text-slate-800">
          {t('cart.emptying.keep')}
        </Link>
      </div>
    </div>
  );
}
