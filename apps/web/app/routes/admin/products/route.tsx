import { adminProductQuerySchema, moderationSettingsSchema } from '@store/contracts/admin-products';
import { listingReviewModes, listingStatuses, moderationStates } from '@store/contracts/moderation-rules';
import { data, Form, Link } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { FilterButtons, FilterInput, FilterSelect, listPageHref, MatchingRows } from '../list-filters.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage } from '../../../components/ui/text-field.tsx';
import { failureOf } from '../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { ModerationBadge } from './moderation-badge.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.products.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 20;
const filterNames = ['query', 'shop', 'category', 'moderation', 'status', 'from', 'to'] as const;

/** Every listing, newest first, filtered from the address (filters that make no sense are dropped), and the trust setting. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const url = new URL(request.url);
  const read = (name: string) => url.searchParams.get(name) || undefined;
  const parsed = adminProductQuerySchema.safeParse({ ...Object.fromEntries(filterNames.map((name) => [name, read(name)])), page: read('page'), size: PAGE_SIZE });
  const query = parsed.success ? parsed.data : adminProductQuerySchema.parse({ size: PAGE_SIZE });
  const [{ items, total }, categories, settings] = await Promise.all([context.api.adminProducts(query), context.api.categories(), context.api.moderationSettings()]);
  return data(
    { items, total, query, categories: categories.map(({ slug, name }) => ({ slug, name })), settings, administrator: viewer.authorities.includes('ROLE_ADMIN') },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

/** The trust setting (the API lets administrators only). */
export async function action({ request, context }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const form = await request.formData();
  const parsed = moderationSettingsSchema.safeParse({ listingReview: form.get('listingReview') });
  if (!parsed.success) return data({ failure: 'request/invalid' }, { status: 400 });
  try {
    await context.api.setModerationSettings(parsed.data);
    return { ok: true as const };
  } catch (error) {
    return data({ failure: failureOf(error).code }, { status: failureOf(error).status });
  }
}

function TrustSetting({ mode, administrator, saved, failure }: { mode: (typeof listingReviewModes)[number]; administrator: boolean; saved: boolean; failure: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trust-title" className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="trust-title" className="font-semibold">
        {t('admin.products.trust.title')}
      </h3>
      {saved ? <FormMessage tone="success">{t('admin.products.trust.saved')}</FormMessage> : null}
      <FormError error={failure ? `errors.${failure}` : undefined} />
      {administrator ? (
        <Form method="post" className="mt-2 space-y-2">
          <fieldset className="space-y-1">
            <legend className="text-sm text-slate-600">{t('admin.products.trust.hint')}</legend>
            {listingReviewModes.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="listingReview" value={value} defaultChecked={value === mode} className="size-5 shrink-0" />
                {t(`admin.products.trust.modes.${value}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.products.trust.save')}
          </button>
        </Form>
      ) : (
        <p className="mt-1 text-sm">
          {t(`admin.products.trust.modes.${mode}`)} <span className="text-slate-600">({t('admin.products.trust.adminOnly')})</span>
        </p>
      )}
    </section>
  );
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { items, total, query, categories, settings, administrator } = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  const filtered = filterNames.some((name) => query[name] !== undefined);
  const hrefFor = (page: number) => listPageHref('/admin/products', query, filterNames, page);
  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title" className="text-xl font-bold">
        {t('admin.products.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.products.intro')}</p>
      <TrustSetting mode={settings.listingReview} administrator={administrator} saved={actionData !== undefined && 'ok' in actionData} failure={actionData && 'failure' in actionData ? actionData.failure : undefined} />
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <FilterInput id="products-query" name="query" label={t('admin.products.query')} value={query.query} className="min-w-0 flex-1 basis-56" />
        <FilterInput id="products-shop" name="shop" label={t('admin.products.shop')} value={query.shop} className="min-w-0 flex-1 basis-40" />
        <FilterSelect id="products-category" name="category" label={t('admin.products.category')} any={t('admin.products.anyCategory')} value={query.category} options={categories.map((category) => ({ value: category.slug, label: category.name }))} />
        <FilterSelect
          id="products-moderation"
          name="moderation"
          label={t('admin.products.moderation')}
          any={t('admin.products.anyModeration')}
          value={query.moderation}
          options={moderationStates.map((state) => ({ value: state, label: t(`admin.products.states.${state}`) }))}
        />
        <FilterSelect id="products-status" name="status" label={t('admin.products.status')} any={t('admin.products.anyStatus')} value={query.status} options={listingStatuses.map((status) => ({ value: status, label: t(`admin.products.statuses.${status}`) }))} />
        <FilterInput id="products-from" name="from" type="date" label={t('admin.products.from')} value={query.from} />
        <FilterInput id="products-to" name="to" type="date" label={t('admin.products.to')} value={query.to} />
        <FilterButtons filterLabel={t('admin.products.filter')} clearLabel={t('admin.products.clear')} clearTo="/admin/products" filtered={filtered} />
      </Form>
      <MatchingRows countText={t('admin.products.count', { count: total })} emptyText={t('admin.products.empty')} empty={items.length === 0}>
        {items.map((product) => (
          <li key={product.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
            <Link to={`/admin/products/${product.id}`} className="min-w-0 flex-1 basis-56 font-semibold break-words text-brand-700 hover:underline">
              {product.name}
              <span className="block truncate text-sm font-normal text-slate-600">
                {product.shopName ?? product.sellerLogin} · {product.categoryName}
              </span>
            </Link>
            <ModerationBadge product={product} />
            <span className="text-sm text-slate-500">{date(product.createdDate)}</span>
            <Link to={`/product/${product.slug}`} className="text-sm font-semibold text-brand-700 underline">
              {t('admin.products.storefront')}
              <span className="sr-only"> {product.name}</span>
            </Link>
          </li>
        ))}
      </MatchingRows>
      <Pagination hrefFor={hrefFor} page={query.page} size={query.size} total={total} />
    </section>
  );
}
