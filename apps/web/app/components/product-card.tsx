import type { ProductSummary } from '@store/contracts/catalog';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { usePrice } from '../lib/use-price.ts';

/** Responsive product picture: the browser picks the width it needs, AVIF when it can. */
export function ProductImage({ src, alt, sizes, eager = false }: { src: string | null; alt: string; sizes: string; eager?: boolean }) {
  if (!src) return <div className="aspect-square w-full bg-slate-100" aria-hidden="true" />;
  const srcSet = (format: string) => [160, 320, 480, 800].map((w) => `${src}?w=${w}&format=${format} ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={`${src}?w=320`}
        srcSet={srcSet('webp')}
        sizes={sizes}
        alt={alt}
        width={800}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square w-full object-contain"
      />
    </picture>
  );
}

export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={`/product/${product.slug}`} className="flex flex-1 flex-col" prefetch="intent">
        <ProductImage src={product.thumbnail} alt={product.name} sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw" eager={eager} />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium text-slate-800 group-hover:text-brand-700">{product.name}</h3>
          <p className="mt-auto text-base font-bold text-slate-900">{price({ amount: product.price, currency: product.currency })}</p>
          <p className="flex items-center justify-between text-xs text-slate-500">
            <span>{product.location}</span>
            {product.quantity === 0 ? <span className="font-medium text-red-700">{t('product.outOfStock')}</span> : null}
          </p>
        </div>
      </Link>
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 0 }: { products: ProductSummary[]; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
