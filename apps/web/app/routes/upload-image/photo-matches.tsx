import type { VisualMatch } from '@store/contracts/vision-schemas';
import type { ReactNode, Ref } from 'react';
import { ProductCard } from '../../components/product-card.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { similarityPercent } from './photo-search-answer.ts';

/**
 * The products that look like the photo (or, with `like`, like a product), best first, each
 * with how much; `children` come under the heading.
 */
export function PhotoMatches({ matches, headingRef, like = false, children }: { matches: VisualMatch[]; headingRef?: Ref<HTMLHeadingElement>; like?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = like ? 'look-alikes-heading' : 'photo-matches-heading';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold outline-none">
        {t(like ? 'uploadImage.like.title' : 'uploadImage.results.title')}
      </h2>
      {children}
      {matches.length === 0 ? (
        <p className="text-slate-700">{t(like ? 'uploadImage.like.none' : 'uploadImage.results.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {matches.map((match, index) => (
            <li key={match.id} className="flex">
              <ProductCard product={match} loading={index < 2 ? 'eager' : 'lazy'}>
                <p className="text-xs font-semibold text-brand-700">{t('uploadImage.results.similarity', { percent: similarityPercent(match.similarity) })}</p>
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
