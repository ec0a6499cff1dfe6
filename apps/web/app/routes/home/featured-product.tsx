import type { FeaturedProduct } from '@store/contracts/content';
import { Link } from 'react-router';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { usePrice } from '../../lib/use-price.ts';

/**
 * The operator's featured product (issue #15): their words beside the product's own picture
 * and price, in the shopper's currency. Below the fold on a phone: its picture loads lazily.
 */
export function FeaturedProductBlock({ featured }: { featured: FeaturedProduct }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <section aria-labelledby="featured-heading" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={featured.url} prefetch="intent" className="group grid items-center gap-4 p-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-8 sm:p-6">
        <ResponsivePicture src={featured.image} alt="" sizes="(min-width: 640px) 16rem, calc(100vw - 4rem)" widths={[320, 480]} width={800} height={800} loading="lazy" className="mx-auto aspect-square w-full max-w-64 object-contain" />
        <div className="space-y-2">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('home.featured')}</p>
          <h2 id="featured-heading" className="text-xl font-bold text-slate-900 group-hover:text-brand-700 sm:text-2xl">
            {featured.title}
          </h2>
          {featured.subtitle ? <p className="text-slate-700">{featured.subtitle}</p> : null}
          <p className="text-lg font-bold text-slate-900">{price({ amount: featured.price, currency: featured.currency })}</p>
          <span className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white group-hover:bg-brand-800">{t('home.featuredSee')}</span>
        </div>
      </Link>
    </section>
  );
}
