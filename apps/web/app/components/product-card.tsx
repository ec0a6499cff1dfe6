import type { CardProduct } from '../lib/card-product.ts';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { usePrice } from '../lib/use-price.ts';
import { type PictureLoading, ResponsivePicture } from './responsive-picture.tsx';

/** How wide a card's picture shows: two columns on a phone, up to five on a desktop. */
const cardSizes = '(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw';

function CardPicture({ src, alt, loading }: { src: string | null; alt: string; loading: PictureLoading }) {
  if (!src) return <div className="aspect-square w-full bg-slate-100" aria-hidden="true" />;
  return <ResponsivePicture src={src} alt={alt} sizes={cardSizes} width={800} height={800} loading={loading} className="aspect-square w-full object-contain" />;
}

/** `sponsored`: promoted by its shop (pro plan), always labelled so; `children`: a line more under the price (a photo search's similarity). */
export function ProductCard({ product, loading = 'lazy', sponsored = false, children }: { product: CardProduct; loading?: PictureLoading; sponsored?: boolean; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={`/product/${product.slug}`} className="flex flex-1 flex-col" prefetch="intent">
        <CardPicture src={product.thumbnail} alt={product.name} loading={loading} />
        <div className="flex flex-1 flex-col gap-1 p-3">
          {sponsored ? <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">{t('product.sponsored')}</p> : null}
          <h3 className="line-clamp-2 text-sm font-medium text-slate-800 group-hover:text-brand-700">{product.name}</h3>
          <p className="mt-auto text-base font-bold text-slate-900">{price({ amount: product.price, currency: product.currency })}</p>
          {children}
          <p className="flex items-center justify-between text-xs text-slate-500">
            <span>{product.location}</span>
            {product.quantity === 0 ? <span className="font-medium text-red-700">{t('product.outOfStock')}</span> : null}
          </p>
        </div>
      </Link>
    </article>
  );
}

/**
 * A grid of product cards. `lcpCount` first cards are the page's largest pictures (preloaded,
 * high priority: the first row on a phone), the next `eagerCount` load at once; the rest are lazy.
 */
export function ProductGrid({ products, lcpCount = 0, eagerCount = 0, sponsored = false }: { products: CardProduct[]; lcpCount?: number; eagerCount?: number; sponsored?: boolean }) {
  const loadingOf = (index: number): PictureLoading => (index < lcpCount ? 'lcp' : index < lcpCount + eagerCount ? 'eager' : 'lazy');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} loading={loadingOf(index)} sponsored={sponsored} />
        </li>
      ))}
    </ul>
  );
}
