import type { VisualMatch } from '@store/contracts/vision-schemas';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { ProductGrid } from '../../components/product-card.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/**
 * Products whose pictures look like this one's (issue #16), streamed after the page: nothing
 * shows while they load, when there are none, or when they could not be had.
 */
export function VisuallySimilar({ matches }: { matches: Promise<VisualMatch[]> }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Await resolve={matches} errorElement={null}>
        {(resolved) =>
          resolved.length > 0 ? (
            <section className="mt-10" aria-labelledby="visually-similar-heading">
              <h2 id="visually-similar-heading" className="mb-4 text-lg font-bold">
                {t('product.visuallySimilar')}
              </h2>
              <ProductGrid products={resolved} />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
