import type { Product } from '@store/contracts/catalog';
import { formatMoney } from '@store/contracts/money';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { usePrice } from '../../lib/use-price.ts';
import { useRootData } from '../../root.tsx';
import { ShareLinks } from './share-links.tsx';

/** Name, price in the shopper's currency (with the seller's own price when it differs), stock, city. */
export function ProductSummaryPanel({ product, url }: { product: Product; url: string }) {
  const { t } = useTranslation();
  const { currency, language } = useRootData();
  const price = usePrice();
  const money = { amount: product.price, currency: product.currency };
  const lowStock = product.quantity > 0 && product.quantity <= 3;
  return (
    <section aria-labelledby="product-name" className="space-y-4">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{product.brand}</p>
      <h1 id="product-name" className="text-2xl font-bold text-slate-900 sm:text-3xl">{product.name}</h1>
      <div>
        <p className="text-3xl font-black text-slate-900">{price(money)}</p>
        {product.currency !== currency ? (
          <p className="text-sm text-slate-500">{t('product.originalPrice', { price: formatMoney(money, language) })}</p>
        ) : null}
      </div>
      <p className={`text-sm font-semibold ${product.quantity === 0 ? 'text-red-700' : lowStock ? 'text-amber-700' : 'text-green-700'}`}>
        {product.quantity === 0 ? t('product.outOfStock') : lowStock ? t('product.lowStock', { count: product.quantity }) : t('product.inStock')}
      </p>
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-800">{t('product.location')}</span> {product.location}
      </p>
      <ShareLinks name={product.name} url={url} />
    </section>
  );
}
