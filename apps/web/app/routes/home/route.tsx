import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductGrid } from '../../components/product-card.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { resolvePreferences } from '../../lib/preferences.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { HeroSlides } from './hero-slides.tsx';

export const handle: RouteHandle = {};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = await resolvePreferences(request);
  const api = await serverApi(request, context, language);
  const [slides, latest, deals] = await Promise.all([
    api.slides().catch(() => []),
    api.products({ size: 10, sort: 'createdDate,desc' }).catch(() => ({ items: [], total: 0 })),
    api.products({ size: 10, sort: 'price,asc' }).catch(() => ({ items: [], total: 0 })),
  ]);
  return { slides, latest: latest.items, deals: deals.items };
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
      <section aria-labelledby="deals-heading">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="deals-heading" className="text-xl font-bold">{t('home.smallPrices')}</h2>
          <Link to="/search-product?sort=price,asc" className="text-sm font-semibold text-brand-700 hover:underline">{t('home.seeAll')}</Link>
        </div>
        <ProductGrid products={loaderData.deals} />
      </section>
    </div>
  );
}
