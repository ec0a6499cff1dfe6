import { adminProductQuerySchema, moderationSettingsSchema } from '@store/contracts/admin-products';
import { listingReviewModes, listingStatuses, moderationStates } from '@store/contracts/moderation-rules';
import { data, Form, Link } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, inputClasses } from '../../../components/ui/text-field.tsx';
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
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    for (const name of filterNames) if (query[name]) params.set(name, String(query[name]));
    if (page > 0) params.set('page', String(page));
    const search = params.toString();
    return `/admin/products${search ? `?${search}` : ''}`;
  };
  const select = (name: 'category' | 'moderation' | 'status', label: string, any: string, options: readonly { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`products-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <select id={`products-${name}`} name={name} defaultValue={query[name] ?? ''} className={inputClasses}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title" className="text-xl font-bold">
        {t('admin.products.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.products.intro')}</p>
      <TrustSetting mode={settings.listingReview} administrator={administrator} saved={actionData !== undefined && 'ok' in actionData} failure={actionData && 'failure' in actionData ? actionData.failure : undefined} />
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="products-query" className="block text-sm font-medium">
            {t('admin.products.query')}
          </label>
          <input id="products-query" name="query" type="search" maxLength={100} defaultValue={query.query ?? ''} className={inputClasses} />
        </div>
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor="products-shop" className="block text-sm font-medium">
            {t('admin.products.shop')}
          </label>
          <input id="products-shop" name="shop" type="search" maxLength={100} defaultValue={query.shop ?? ''} className={inputClasses} />
        </div>
        {select('category', t('admin.products.category'), t('admin.products.anyCategory'), categories.map((category) => ({ value: category.slug, label: category.name })))}
        {select('moderation', t('admin.products.moderation'), t('admin.products.anyModeration'), moderationStates.map((state) => ({ value: state, label: t(`admin.products.states.${state}`) })))}
        {select('status', t('admin.products.status'), t('admin.products.anyStatus'), listingStatuses.map((status) => ({ value: status, label: t(`admin.products.statuses.${status}`) })))}
        <div>
          <label htmlFor="products-from" className="block text-sm font-medium">
            {t('admin.products.from')}
          </label>
          <input id="products-from" name="from" type="date" defaultValue={query.from ?? ''} className={inputClasses} />
        </div>
        <div>
          <label htmlFor="products-to" className="block text-sm font-medium">
            {t('admin.products.to')}
          </label>
          <input id="products-to" name="to" type="date" defaultValue={query.to ?? ''} className={inputClasses} />
        </div>
        <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
          {t('admin.products.filter')}
        </button>
        {filtered ? (
          <Link to="/admin/products" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.products.clear')}
          </Link>
        ) : null}
      </Form>
      <p role="status" className="mt-4 text-sm text-slate-600">
        {t('admin.products.count', { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('admin.products.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
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
        </ul>
      )}
      <Pagination hrefFor={hrefFor} page={query.page} size={query.size} total={total} />
    </section>
  );
}
