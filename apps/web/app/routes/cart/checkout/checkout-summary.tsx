import type { CartItem, CartValueSummary } from '@store/contracts/cart';
import { cartSummary, emptyCart } from '@store/contracts/cart-rules';
import { convertMoney, type ExchangeRates, formatMoney } from '@store/contracts/money';
import { shippingOptionById } from '@store/contracts/order-rules';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { groupBySeller } from '../../../lib/seller-groups.ts';
import { LinePrice } from '../../../components/line-price.tsx';
import { SoldBy } from '../../../components/sold-by.tsx';
import { useRootData } from '../../../root.tsx';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';

/**
 * The totals with the chosen shipping option, computed like the server does (`cartSummary`), so
 * they follow the buyer's choice at once; the server computes them again when ordering.
 */
export function checkoutTotals(items: CartItem[], reserved: CartValueSummary, shippingOptionId: number, rates: ExchangeRates): CartValueSummary {
  const cart = { ...emptyCart(reserved.currency), items };
  const discount = reserved.discount > 0 ? { amount: reserved.discount, currency: reserved.currency } : undefined;
  return cartSummary(cart, shippingOptionById(shippingOptionId) ?? null, rates, discount);
}

/** A shipping option's CFA cost in the currency the buyer pays in. */
export function useShippingCost() {
  const { language, rates } = useRootData();
  return (cost: number, currency: CartValueSummary['currency']) => formatMoney(convertMoney({ amount: cost, currency: 'CFA' }, currency, rates), language);
}

/** The reserved lines, one block per seller. */
export function ReservedItems({ items }: { items: CartItem[] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      {groupBySeller(items).map((seller) => (
        <section key={seller.slug} aria-label={t('cart.fromSeller', { seller: seller.shopName })} className="rounded-lg border border-slate-200 bg-white">
          <SoldBy slug={seller.slug} shopName={seller.shopName} level={3} />
          <ul className="divide-y divide-slate-100">
            {seller.items.map((item) => (
                <li key={item.productSlug} className="flex items-center gap-3 p-3">
                  {item.thumbnail ? <ResponsivePicture src={item.thumbnail} sizes="48px" widths={[160]} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-contain" /> : null}
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{item.name}</p>
                    <LinePrice count={item.quantity} own={{ amount: item.unitPrice, currency: item.currency }} />
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
