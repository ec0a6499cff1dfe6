import { STOCK_MAX } from '@store/contracts/product-rules';
import type { SellerProductRow } from '@store/contracts/seller-products';
import { toMajorUnits } from '@store/contracts/money';
import { Form, Link, useNavigation } from 'react-router';
import { ModerationNotice } from '../../../components/moderation-notice.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { errorKey, replyErrorKey } from '../../../lib/form-reply.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { pictureAtWidth } from '../../../lib/picture-url.ts';
import { ProductFigures } from './shop-stats.tsx';

const fieldClasses = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base';

/** One product of the shop: its state, and its price and stock changed in place (also without JavaScript). */
function ProductRow({ product, answer }: { product: SellerProductRow; answer: unknown }) {
  const { t, tDynamic } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('slug') === product.slug;
  const refusal = replyErrorKey(answer);
  const saved = typeof answer === 'object' && answer !== null && 'ok' in answer;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="size-16 shrink-0 overflow-hidden rounded bg-slate-100">{product.thumbnail ? <img src={pictureAtWidth(product.thumbnail, 160)} alt="" className="size-full object-cover" loading="lazy" /> : null}</div>
        <div className="min-w-0">
          <Link to={`/add-product?slug=${encodeURIComponent(product.slug)}`} className="block truncate font-semibold text-brand-700 hover:underline">
            {product.name}
          </Link>
          <p className="mt-1 flex flex-wrap gap-2 text-xs">
            <span className={`rounded px-1.5 py-0.5 font-semibold ${product.live ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}>{product.published ? t('vendorProducts.published') : t('vendorProducts.draft')}</span>
            {product.moderation === 'approved' ? null : <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-950">{t(`moderation.seller.${product.moderation}.badge`)}</span>}
            {product.quantity === 0 ? <span className="rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-900">{t('vendorProducts.soldOut')}</span> : null}
            {product.held > 0 ? <span className="text-slate-600">{t('vendorProducts.held', { count: product.held })}</span> : null}
          </p>
          <ProductFigures counts={product.last30Days} />
          <ModerationNotice moderation={product.moderation} reason={product.moderationReason} className="mt-2" />
        </div>
      </div>
      <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2" aria-label={t('vendorProducts.quickEdit', { name: product.name })}>
        <input type="hidden" name="intent" value="quick-edit" />
        <input type="hidden" name="slug" value={product.slug} />
        <label className="w-32 text-sm font-medium">
          {t('vendorProducts.price', { currency: product.currency })}
          <input name="price" inputMode="decimal" required defaultValue={String(toMajorUnits({ amount: product.price, currency: product.currency }))} className={fieldClasses} />
        </label>
        <label className="w-24 text-sm font-medium">
          {t('vendorProducts.stock')}
          <input name="quantity" type="number" min={0} max={STOCK_MAX} required defaultValue={product.quantity} className={fieldClasses} />
        </label>
        <button type="submit" disabled={busy} className="min-h-11 rounded-md border border-slate-300 bg-white px-3 font-semibold hover:bg-slate-100 disabled:opacity-60">
          {t('vendorProducts.save')}
        </button>
      </Form>
      {refusal ? <FormMessage tone="error">{tDynamic(refusal)}</FormMessage> : saved ? <FormMessage tone="success">{t('vendorProducts.saved')}</FormMessage> : null}
    </li>
  );
}

/** My shop's products: drafts and published ones, their stock, and a quick edit of price and stock. */
export function VendorProducts({
  products,
  withdrawn,
  answer,
}: {
  products: { items: SellerProductRow[]; total: number; error: string | null };
  withdrawn: boolean;
  answer: { productSlug: string } | undefined;
}) {
  const { t, tDynamic } = useTranslation();
  return (
    <section aria-labelledby="vendor-products-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vendor-products-title" className="text-xl font-bold">
          {t('vendorProducts.title', { count: products.total })}
        </h2>
        <Link to="/add-product" className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
          {t('vendorProducts.publish')}
        </Link>
      </div>
      {withdrawn ? (
        <div className="mt-3">
          <FormMessage tone="success">{t('vendorProducts.withdrawn')}</FormMessage>
        </div>
      ) : null}
      {products.error ? (
        <div className="mt-3">
          <FormMessage tone="error">{tDynamic(errorKey(products.error))}</FormMessage>
        </div>
      ) : null}
      {products.items.length === 0 && !products.error ? <p className="mt-3 text-slate-600">{t('vendorProducts.none')}</p> : null}
      <ul className="mt-4 space-y-3">
        {products.items.map((product) => (
          <ProductRow key={product.slug} product={product} answer={answer?.productSlug === product.slug ? answer : undefined} />
        ))}
      </ul>
    </section>
  );
}
