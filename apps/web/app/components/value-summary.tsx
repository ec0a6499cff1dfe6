import type { CartValueSummary } from '@store/contracts/cart';
import { formatMoney } from '@store/contracts/money';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { useRootData } from '../root.tsx';

/** Items, subtotal, shipping, discount and total, as a description list. */
export function ValueSummary({ summary }: { summary: CartValueSummary }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const money = (amount: number) => formatMoney({ amount, currency: summary.currency }, language);
  return (
    <dl className="space-y-2 text-sm" aria-live="polite">
      <div className="flex justify-between gap-4">
        <dt>{t('cart.numProducts')}</dt>
        <dd>{summary.numProducts}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('cart.subTotal')}</dt>
        <dd>{money(summary.subTotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('cart.shippingFees')}</dt>
        <dd>{money(summary.shippingFees)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('cart.discount')}</dt>
        <dd>{money(summary.discount)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
        <dt>{t('cart.grandTotal')}</dt>
        <dd>{money(summary.grandTotal)}</dd>
      </div>
    </dl>
  );
}
