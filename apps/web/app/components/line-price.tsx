import { convertMoney, formatMoney, type Money } from '@store/contracts/money';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { useRootData } from '../root.tsx';

/**
 * "2 × 286 647 F CFA": a line reads in one currency, the buyer's: `shown` when the order fixed
 * it, else the seller's price converted at today's rates. The seller's own price comes below,
 * smaller, only when the seller sells in another currency.
 */
export function LinePrice({ count, shown, own, prefix }: { count?: number | undefined; shown?: Money | undefined; own: Money; prefix?: string | undefined }) {
  const { t } = useTranslation();
  const { language, currency, rates } = useRootData();
  const buyer = shown ?? convertMoney(own, currency, rates);
  const amount = formatMoney(buyer, language);
  return (
    <p className="text-sm text-slate-600">
      {prefix}
      {count === undefined ? amount : t('checkout.lineQuantity', { count, price: amount })}
      {own.currency === buyer.currency ? null : <span className="block text-xs text-slate-500">{t('cart.sellerPrice', { price: formatMoney(own, language) })}</span>}
    </p>
  );
}
