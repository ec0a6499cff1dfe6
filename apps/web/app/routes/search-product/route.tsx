import type { SearchResult } from '@store/contracts/search';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { ProductGrid } from '../../components/product-card.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { useRootData } from '../../root.tsx';
import type { Route } from './+types/route';
import { EmptyResults } from './empty-results.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { menuEntryName } from './menu-entry-name.server.ts';
import { SearchFilters } from './search-filters.tsx';
import { sanitizeSearchParams } from './search-params.server.ts';
import { priceRangeReversed, searchHref } from './search-params.ts';
import { SortControl } from './sort-control.tsx';
import { cardProducts } from '../../lib/card-product.ts';

export const handle: RouteHandle = { titleKey: 'pages.searchProduct.title' };

const emptyResult = (params: URLSearchParams): SearchResult => ({
  items: [],
  sponsored: [],
  total: 0,
  page: 0,
  size: 9,
  sort: params.has('q') ? 'relevance' : 'createdDate,desc',
  correctedQuery: null,
  relaxedQuery: null,
  facets: { categories: [], subCategories: [], locations: [], prices: [], specifications: [] },
});

/** The URL is the state: shareable, server-rendered, and the back button walks the history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams;
  const params = sanitizeSearchParams(asked);
  // A reversed price range matches nothing: the search runs without it (not with half of it) and the page says why.
  const priceReversed = priceRangeReversed(asked);
  if (priceReversed) ['priceMin', 'priceMax'].forEach((key) => params.delete(key));
  // Spec §8: a failed search shows nothing rather than an error page.
  const [result, categories] = await Promise.all([context.api.search(params).catch(() => emptyResult(params)), context.api.categories().catch(() => [])]);
  const terms = params.getAll('q');
  const entryName = terms.length === 1 && !params.has('key') ? menuEntryName(categories, terms[0] ?? '') : undefined;
  return { result: { ...result, items: cardProducts(result.items), sponsored: cardProducts(result.sponsored) }, query: params.toString(), entryName, priceReversed };
}

export default function SearchProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories } = useRootData();
  const { result } = loaderData;
  const params = new URLSearchParams(loaderData.query);
  const words = loaderData.entryName ?? [...params.getAll('q'), ...params.getAll('key')].join(' ');
  const categoryName = categories.find((c) => c.slug === params.get('category'))?.name;
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold sm:text-2xl">
            {words ? t('search.resultsFor', { words }) : (categoryName ?? t('search.allProducts'))}
          </h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {t('search.count', { count: result.total })}
          </p>
          {loaderData.priceReversed ? (
            <p role="alert" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('search.priceReversed')}</p>
          ) : null}
          {result.correctedQuery ? (
            <p className="mt-1 text-sm text-slate-700">{t('search.corrected', { words: result.correctedQuery })}</p>
          ) : null}
          {result.relaxedQuery ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="relaxed-query">
              {t('search.relaxed', { words: result.relaxedQuery })}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('search.filters')}
          </button>
          <SortControl params={params} current={result.sort} />
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside id="search-filters" className={`${filtersOpen ? 'block' : 'hidden'} lg:block`} aria-label={t('search.filters')}>
          <SearchFilters params={params} facets={result.facets} />
        </aside>
        <section aria-label={t('search.results')}>
          {result.items.length > 0 ? (
            <>
              {result.sponsored.length > 0 ? (
                <div className="mb-6 rounded-lg bg-amber-50 p-3" role="group" aria-label={t('product.sponsoredResults')}>
                  <ProductGrid products={result.sponsored} lcpCount={2} sponsored />
                </div>
              ) : null}
              {/* The sponsored row sits in a padded box, so its pictures are a little smaller than
                  the first results': those are the page's largest picture either way. */}
              <ProductGrid products={result.items} lcpCount={2} />
              <Pagination hrefFor={(p) => searchHref(params, 'page', p === 0 ? null : String(p), { keepPage: true })} page={result.page} size={result.size} total={result.total} />
            </>
          ) : (
            <EmptyResults />
          )}
          {params.toString() && result.items.length > 0 ? null : (
            <p className="mt-6 text-sm">
              <Link to="/search-product" className="font-semibold text-brand-700 hover:underline">{t('search.seeAllProducts')}</Link>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
