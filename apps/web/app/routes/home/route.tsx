import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { ProductGrid } from '../../components/product-card.tsx';
import { draftContentApi } from '../../lib/content-page.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { FeaturedProductBlock } from './featured-product.tsx';
import { HeroSlides } from './hero-slides.tsx';
import { cardProducts } from '../../lib/card-product.ts';

export const handle: RouteHandle = {};

/** How many categories get a row of picks on the home page. */
const HOME_CATEGORY_ROWS = 4;

/** Promoted products of pro shops on the home page, one row on a desktop. */
const HOME_SPONSORED = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context;
  // An operator previewing drafts sees the draft slides and featured product (decision 79).
  const content = (await draftContentApi(request, context)) ?? api;
  const none = { items: [], total: 0 };
  const [slides, featured, latest, deals, categories, sponsored] = await Promise.all([
    content.slides().catch(() => []),
    // None published in this language, or its product no longer on sale: no block.
    content.featuredProduct().catch(() => null),
    api.products({ size: 10, sort: 'createdDate,desc' }).catch(() => none),
    api.products({ size: 10, sort: 'price,asc' }).catch(() => none),
    api.categories().catch(() => []),
    api.sponsoredProducts(HOME_SPONSORED).catch(() => []),
  ]);
  // Rows of picks for the first categories, read with the rest: streamed apart, they came as a
  // hidden part revealed by a script (no row without JavaScript) for no earlier first byte
  // (2 ms here). A failed row is an empty row.
  const picks = (
    await Promise.all(
      categories.slice(0, HOME_CATEGORY_ROWS).map(async (category) => ({
        slug: category.slug,
        name: category.name,
        products: cardProducts((await api.products({ size: 5, category: category.slug }).catch(() => none)).items),
      })),
    )
  ).filter((row) => row.products.length > 0);
  return { slides, featured, latest: cardProducts(latest.items), deals: cardProducts(deals.items), sponsored: cardProducts(sponsored), picks };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-6">
      <HeroSlides slides={loaderData.slides} />
      <section aria-labelledby="latest-heading">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="latest-heading" className="text-xl font-bold">{t('home.latest')}</h2>
          <Link to="/search-product?sort=createdDate,desc" className="text-sm font-semibold text-brand-700 hover:underline">{t('home.seeAll')}</Link>
        </div>
        <ProductGrid products={loaderData.latest} eagerCount={2} />
      </section>
      {loaderData.featured ? <FeaturedProductBlock featured={loaderData.featured} /> : null}
      {loaderData.sponsored.length > 0 ? (
        <section aria-labelledby="sponsored-heading">
          <h2 id="sponsored-heading" className="mb-4 text-xl font-bold">{t('home.sponsored')}</h2>
          <ProductGrid products={loaderData.sponsored} sponsored />
        </section>
      ) : null}
      <section aria-labelledby="deals-heading">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="deals-heading" className="text-xl font-bold">{t('home.smallPrices')}</h2>
          <Link to="/search-product?sort=price,asc" className="text-sm font-semibold text-brand-700 hover:underline">{t('home.seeAll')}</Link>
        </div>
        <ProductGrid products={loaderData.deals} />
      </section>
      {loaderData.picks.map((row) => (
        <section key={row.slug} aria-labelledby={`row-${row.slug}`}>
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h2 id={`row-${row.slug}`} className="text-xl font-bold">{row.name}</h2>
            <Link to={`/search-product?category=${row.slug}`} className="text-sm font-semibold text-brand-700 hover:underline">{t('home.seeAll')}</Link>
          </div>
          <ProductGrid products={row.products} />
        </section>
      ))}
    </div>
  );
}
