import type { VisualMatch } from '@store/contracts/vision-schemas';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { ProductGrid } from '../../components/product-card.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/**
 * Products whose pictures look like this one's (issue #16), streamed after the page: nothing
 * shows while they load, when there are none, or when they could not be had. Without
 * JavaScript a streamed row stays hidden, so the fallback links to the same products on the
 * search by photo page; with it, a `<noscript>` shows nothing and moves nothing.
 */
export function VisuallySimilar({ slug, matches }: { slug: string; matches: Promise<VisualMatch[]> }) {
  const { t } = useTranslation();
  const moreLikeThis = `/upload-image?like=${encodeURIComponent(slug)}`;
  return (
    <Suspense
      fallback={
        <noscript>
          <p className="mt-10">
            <a href={moreLikeThis} className="font-semibold text-brand-700 underline hover:no-underline">
              {t('product.moreLikeThis')}
            </a>
          </p>
        </noscript>
      }
    >
      <Await resolve={matches} errorElement={null}>
        {(resolved) =>
          resolved.length > 0 ? (
            <section className="mt-10" aria-labelledby="visually-similar-heading">
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="visually-similar-heading" className="text-lg font-bold">
                  {t('product.visuallySimilar')}
                </h2>
                <Link to={moreLikeThis} className="text-sm font-semibold text-brand-700 underline hover:no-underline">
                  {t('product.moreLikeThis')}
                </Link>
              </div>
              <ProductGrid products={resolved} />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
