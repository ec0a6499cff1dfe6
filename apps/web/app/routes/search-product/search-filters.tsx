import { PRICE_MAX } from '@store/contracts/constants';
import type { SearchResult } from '@store/contracts/search';
import { abbreviateNumber } from '@store/contracts/numbers';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Form, Link } from 'react-router';
import { usePrice } from '../../lib/use-price.ts';
import { useSpecValueLabel } from '../../lib/use-spec-value.ts';
import { useRootData } from '../../root.tsx';
import { searchHref, toggleSpecHref } from './search-params.ts';
import { usePersonal } from '../../lib/personal.ts';

type Facets = SearchResult['facets'];

function FacetGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-b border-slate-200 py-4 first:pt-0">
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h2>
      <ul className="space-y-1 text-sm">{children}</ul>
    </section>
  );
}

function FacetLink({ to, active, label, count }: { to: string; active: boolean; label: string; count: number }) {
  const { language } = useRootData();
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? 'true' : undefined}
        className={`flex min-h-9 items-center justify-between gap-2 rounded px-2 hover:bg-slate-100 ${active ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700'}`}
      >
        <span>
          {active ? <span aria-hidden="true">✓ </span> : null}
          {label}
        </span>
        <span className="text-xs text-slate-500">{abbreviateNumber(count, language)}</span>
      </Link>
    </li>
  );
}

/** Every filter is a plain link or GET form: it works without JavaScript and can be shared. */
export function SearchFilters({ params, facets }: { params: URLSearchParams; facets: Facets }) {
  const { t } = useTranslation();
  const price = usePrice();
  const specValue = useSpecValueLabel();
  const activeSpecs = params.getAll('spec');
  const recentLocations = usePersonal()?.localizationHistory ?? [];
  const toggle = (key: string, value: string) => searchHref(params, key, params.get(key) === value ? null : value);
  const hidden = [...params.entries()].filter(([key]) => !['priceMin', 'priceMax', 'page'].includes(key));

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      {facets.categories.length > 0 ? (
        <FacetGroup title={t('search.facets.category')}>
          {facets.categories.map((f) => (
            <FacetLink key={f.value} to={toggle('category', f.value)} active={params.get('category') === f.value} label={f.label} count={f.count} />
          ))}
        </FacetGroup>
      ) : null}
      {params.has('category') && facets.subCategories.length > 0 ? (
        <FacetGroup title={t('search.facets.subCategory')}>
          {facets.subCategories.map((f) => (
            <FacetLink key={f.value} to={toggle('subCategory', f.value)} active={params.get('subCategory') === f.value} label={f.label} count={f.count} />
          ))}
        </FacetGroup>
      ) : null}
      {facets.specifications.map((spec) => (
        <FacetGroup key={spec.code} title={spec.name}>
          {spec.values.map((f) => {
            const pair = `${spec.code}:${f.value}`;
            return <FacetLink key={pair} to={toggleSpecHref(params, pair)} active={activeSpecs.includes(pair)} label={specValue(f.value, spec.unit)} count={f.count} />;
          })}
        </FacetGroup>
      ))}
      {facets.locations.length > 0 ? (
        <FacetGroup title={t('search.facets.location')}>
          {recentLocations.length > 0 && !params.get('location') ? (
            <li className="flex flex-wrap items-center gap-1 pb-1 text-xs text-slate-600">
              <span>{t('search.facets.recentLocations')}</span>
              {recentLocations.map((location) => (
                <Link key={location} to={toggle('location', location)} className="inline-flex min-h-8 items-center rounded-full border border-slate-300 px-2 text-slate-800 hover:bg-slate-100">
                  {location}
                </Link>
              ))}
            </li>
          ) : null}
          {facets.locations.map((f) => (
            <FacetLink key={f.value} to={toggle('location', f.value)} active={params.get('location') === f.value} label={f.label} count={f.count} />
          ))}
        </FacetGroup>
      ) : null}
      <FacetGroup title={t('search.facets.price')}>
        {facets.prices
          .filter((bucket) => bucket.count > 0)
          .map((bucket) => {
            const active = params.get('priceMin') === String(bucket.min) && params.get('priceMax') === String(bucket.max);
            const next = new URLSearchParams(params);
            next.delete('page');
            if (active) {
              next.delete('priceMin');
              next.delete('priceMax');
            } else {
              next.set('priceMin', String(bucket.min));
              next.set('priceMax', String(bucket.max));
            }
            const label =
              bucket.max >= PRICE_MAX
                ? t('search.priceFrom', { price: price({ amount: bucket.min, currency: 'CFA' }) })
                : `${price({ amount: bucket.min, currency: 'CFA' })} – ${price({ amount: bucket.max, currency: 'CFA' })}`;
            return <FacetLink key={bucket.min} to={`/search-product?${next}`} active={active} label={label} count={bucket.count} />;
          })}
        <li>
          <Form method="get" action="/search-product" className="mt-2 grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            {hidden.map(([key, value], index) => (
              <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
            ))}
            <label className="text-xs text-slate-600">
              {t('search.priceMin')}
              <input name="priceMin" type="number" min={0} max={PRICE_MAX} inputMode="numeric" defaultValue={params.get('priceMin') ?? ''} className="mt-1 min-h-10 w-full rounded border border-slate-300 px-2" />
            </label>
            <label className="text-xs text-slate-600">
              {t('search.priceMax')}
              <input name="priceMax" type="number" min={0} max={PRICE_MAX} inputMode="numeric" defaultValue={params.get('priceMax') ?? ''} className="mt-1 min-h-10 w-full rounded border border-slate-300 px-2" />
            </label>
            <button type="submit" className="min-h-10 rounded bg-brand-600 px-3 text-sm font-semibold text-white">
              {t('search.apply')}
            </button>
          </Form>
        </li>
      </FacetGroup>
    </div>
  );
}
