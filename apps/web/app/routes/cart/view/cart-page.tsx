import type { CartChange, ValidatedCart } from '@store/contracts/cart-api';
import { canIncreaseQuantity } from '@store/contracts/cart-rules';
import { formatMoney } from '@store/contracts/money';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { ComponentProps } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { groupBySeller } from '../../../lib/seller-groups.ts';
import { LinePrice } from '../../../components/line-price.tsx';
import { SoldBy } from '../../../components/sold-by.tsx';
import { useRootData } from '../../../root.tsx';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import { EmptyCartControl } from './empty-cart-control.tsx';

type Item = ValidatedCart['cart']['items'][number];

/** One button setting a line's quantity (0 removes the line). */
function LineButton({ item, quantity, ...button }: { item: Item; quantity: number } & Omit<ComponentProps<'button'>, 'type' | 'name' | 'value'>) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="line" />
      <input type="hidden" name="productSlug" value={item.productSlug} />
      <button type="submit" name="quantity" value={quantity} {...button} />
    </Form>
  );
}

function QuantityStepper({ item }: { item: Item }) {
  const { t } = useTranslation();
  const button = 'inline-flex size-10 items-center justify-center rounded-md border border-slate-300 bg-white text-lg font-bold disabled:opacity-40';
  return (
    <div className="flex items-center gap-2">
      <LineButton item={item} quantity={item.quantity - 1} className={button} aria-label={t('cart.decrease', { name: item.name })}>
        −
      </LineButton>
      <span className="min-w-8 text-center font-semibold" aria-label={t('cart.quantity')}>
        {item.quantity}
      </span>
      <LineButton item={item} quantity={item.quantity + 1} disabled={!canIncreaseQuantity(item)} className={button} aria-label={t('cart.increase', { name: item.name })}>
        +
      </LineButton>
      <LineButton item={item} quantity={0} className="ml-2 min-h-10 text-sm text-red-700 underline">
        {t('cart.remove')}
      </LineButton>
    </div>
  );
}

/** Holds the cart's stock for the cart timer and goes to /cart/checkout. */
function CheckoutButton() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'checkout';
  return (
    <Form method="post" className="mt-4">
      <button type="submit" name="intent" value="checkout" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? t('checkout.starting') : t('checkout.start')}
      </button>
    </Form>
  );
}

/**
 * The cart (spec §2/§3): lines grouped by seller, steppers, the value summary and the checkout
 * button. `changes`: what a refused checkout changed, shown instead of the last read's.
 */
export function CartPage({ validated, error, changes: refusedChanges, emptied = false }: { validated: ValidatedCart | null; error?: string; changes?: CartChange[] | undefined; emptied?: boolean }) {
  const { t, tDynamic } = useTranslation();
  const { language } = useRootData();
  const items = validated?.cart.items ?? [];
  const sellers = groupBySeller(items);
  const summary = validated?.summary;
  const changes = refusedChanges ?? validated?.changes ?? [];
  const money = (amount: number) => (summary ? formatMoney({ amount, currency: summary.currency }, language) : '');
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('pages.cartView.title')}</h1>
      {error ? <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">{tDynamic(error)}</p> : null}
      {changes.length > 0 ? (
        <ul className="mt-4 space-y-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900" aria-live="polite">
          {changes.map((change) => (
            <li key={`${change.productSlug}-${change.kind}`}>{t(`cart.changes.${change.kind}`, { count: change.quantity ?? 0 })}</li>
          ))}
        </ul>
      ) : null}
      {items.length === 0 ? (
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6">
          {emptied ? <p role="status" className="mb-2 font-semibold text-slate-900">{t('cart.emptying.done')}</p> : null}
          <p className="text-slate-700">{t('cart.empty')}</p>
          <Link to="/search-product" className="mt-4 inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white">
            {t('cart.continue')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-6">
            {sellers.map((seller) => (
              <section key={seller.slug} className="rounded-lg border border-slate-200 bg-white" aria-label={t('cart.fromSeller', { seller: seller.shopName })}>
                <SoldBy slug={seller.slug} shopName={seller.shopName} />
                <ul className="divide-y divide-slate-100">
                  {seller.items.map((item) => (
                      <li key={item.productSlug} className="flex flex-wrap items-center gap-4 p-4">
                        {item.thumbnail ? <ResponsivePicture src={item.thumbnail} sizes="64px" widths={[160]} alt="" width={64} height={64} className="size-16 rounded object-contain" /> : null}
                        <div className="min-w-0 flex-1">
                          <Link to={`/product/${item.productSlug}`} className="font-medium hover:underline">{item.name}</Link>
                          <LinePrice prefix={`${item.location} · `} own={{ amount: item.unitPrice, currency: item.currency }} />
                        </div>
                        <QuantityStepper item={item} />
                      </li>
                    ))}
                </ul>
              </section>
            ))}
            <EmptyCartControl />
          </div>
          {summary ? (
            <aside className="h-fit rounded-lg border border-slate-200 bg-white p-4" aria-label={t('cart.summary')}>
              <dl className="space-y-2 text-sm">
                <div className="flex justify-between"><dt>{t('cart.numProducts')}</dt><dd>{summary.numProducts}</dd></div>
                <div className="flex justify-between"><dt>{t('cart.subTotal')}</dt><dd>{money(summary.subTotal)}</dd></div>
                <div className="flex justify-between"><dt>{t('cart.shippingFees')}</dt><dd>{money(summary.shippingFees)}</dd></div>
                <div className="flex justify-between"><dt>{t('cart.discount')}</dt><dd>{money(summary.discount)}</dd></div>
                <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold"><dt>{t('cart.grandTotal')}</dt><dd>{money(summary.grandTotal)}</dd></div>
              </dl>
              <p className="mt-3 text-xs text-slate-600">{t('checkout.startHint', { button: t('checkout.start') })}</p>
              <CheckoutButton />
            </aside>
          ) : null}
        </div>
      )}
    </section>
  );
}
