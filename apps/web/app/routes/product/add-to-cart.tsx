import { CART_ITEM_MAX_QUANTITY_DEFAULT } from '@store/contracts/constants';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link, useFetcher } from 'react-router';
import { replyErrorKey } from '../../lib/form-reply.ts';
import type { action } from './route.tsx';

/** Quantity (1 up to the stock, at most 1000) and "Add to cart"; the badge updates on its own. */
export function AddToCart({ stock }: { stock: number }) {
  const { t, tDynamic } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const quantityId = useId();
  const result = fetcher.data;
  const error = replyErrorKey(result);
  const max = Math.min(stock, CART_ITEM_MAX_QUANTITY_DEFAULT);
  if (stock <= 0) return <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{t('cart.soldOut')}</p>;
  return (
    <fetcher.Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="add" />
      <div className="flex items-end gap-3">
        <label htmlFor={quantityId} className="text-sm font-medium text-slate-700">
          {t('cart.quantity')}
          <input id={quantityId} name="quantity" type="number" min={1} max={max} defaultValue={1} required inputMode="numeric" className="mt-1 block min-h-11 w-24 rounded-md border border-slate-300 px-3" />
        </label>
        <button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-11 flex-1 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {t('cart.add')}
        </button>
      </div>
      <div aria-live="polite">
        {result && 'added' in result ? (
          <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            {typeof result.capped === 'number' ? t('cart.addedCapped', { count: result.capped }) : t('cart.added')}{' '}
            <Link to="/cart/view" className="font-semibold underline">{t('cart.view')}</Link>
          </p>
        ) : null}
        {error ? <p role="alert" className="text-sm text-red-700">{tDynamic(error)}</p> : null}
      </div>
    </fetcher.Form>
  );
}
