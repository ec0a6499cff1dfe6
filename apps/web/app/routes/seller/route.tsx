import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Form } from 'react-router';
import { Pagination } from '../../components/pagination.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge.tsx';
import { namesNothing } from '../../lib/api/client.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { useRootData } from '../../root.tsx';
import { sanitizeSearchParams } from '../search-product/search-params.server.ts';
import type { Route } from './+types/route';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';
import { cardProducts } from '../../lib/card-product.ts';

export const handle: RouteHandle = { ownTitle: true };

/** A shop: its cover, picture, city and age, and its products with paging and a search box. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.slug) throw redirectKeepingQuery(request, '/404');
  const { api } = context;
  const url = new URL(request.url);
  const query = sanitizeSearchParams(url.searchParams);
  query.set('seller', params.slug);
  query.set('size', '16');
  try {
    const [shop, products] = await Promise.all([api.sellerPage(params.slug), api.search(query)]);
    return { shop, products: { ...products, items: cardProducts(products.items) }, q: url.searchParams.get('q') ?? '' };
  } catch (error) {
    if (namesNothing(error)) throw redirectKeepingQuery(request, '/404');
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.shop.name} | ElectroMarché` }, { name: 'description', content: data.shop.description.slice(0, 160) }] : [];

export default function SellerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const { shop, products, q } = loaderData;
  const since = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(new Date(shop.memberSince));
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(q ? { q } : {});
    if (page > 0) next.set('page', String(page));
    return `/seller/${shop.slug}${next.size ? `?${next}` : ''}`;
  };
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <header className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {shop.coverImage ? (
          <ResponsivePicture src={shop.coverImage} sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)" widths={[480, 800]} alt="" width={1600} height={400} loading="eager" className="aspect-[4/1] w-full object-cover" />
        ) : (
          <div className="aspect-[4/1] w-full bg-brand-100" />
        )}
        <div className="flex flex-wrap items-end gap-4 px-4 pb-4">
          {shop.profileImage ? (
            <ResponsivePicture src={shop.profileImage} sizes="96px" widths={[160, 320]} alt="" width={96} height={96} loading="eager" className="-mt-10 h-24 w-24 rounded-full border-4 border-white bg-white object-cover" />
          ) : null}
          <div className="pt-3">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
              {shop.name}
              {shop.verified ? <VerifiedSellerBadge /> : null}
            </h1>
            <p className="text-sm text-slate-600">
              {shop.city ? `${shop.city} · ` : ''}
              {t('seller.memberSince', { date: since })} · {t('search.count', { count: shop.productCount })}
            </p>
          </div>
        </div>
        {shop.description ? <p className="px-4 pb-4 text-slate-700">{shop.description}</p> : null}
      </header>

      {/* A shop with nothing on sale says so; there is nothing to search in it. */}
      {shop.productCount > 0 ? (
        <Form method="get" className="mt-6 flex max-w-md gap-2" role="search">
          <label htmlFor="shop-search" className="sr-only">{t('seller.searchLabel')}</label>
          <input id="shop-search" name="q" type="search" defaultValue={q} placeholder={t('seller.searchLabel')} className="min-h-10 min-w-0 flex-1 rounded-md border border-slate-300 px-3" />
          <button type="submit" className="min-h-10 shrink-0 rounded-md bg-brand-600 px-4 font-semibold text-white">{t('seller.search')}</button>
        </Form>
      ) : null}

      <section className="mt-6" aria-label={t('seller.products')}>
        {products.items.length > 0 ? (
          <ProductGrid products={products.items} eagerCount={2} />
        ) : (
          <p className="text-slate-600">{shop.productCount > 0 ? t('search.emptyTitle') : t('seller.noProducts')}</p>
        )}
        <Pagination hrefFor={hrefFor} page={products.page} size={products.size} total={products.total} />
      </section>
    </div>
  );
}
