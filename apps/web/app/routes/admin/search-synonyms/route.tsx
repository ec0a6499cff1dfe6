import { synonymQuerySchema } from '@store/contracts/admin-synonyms';
import { data, Form, Link } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { FilterButtons, FilterInput, listPageHref, MatchingRows } from '../list-filters.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { SynonymForm, SynonymMeaning } from './synonym-form.tsx';
import { saveSynonym } from './synonym-form.server.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.synonyms.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 20;
const filterNames = ['query'] as const;
const PATH = '/admin/search-synonyms';

/** The synonyms search reads, in the order of their phrases, filtered by a word from the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const url = new URL(request.url);
  const read = (name: string) => url.searchParams.get(name) || undefined;
  const parsed = synonymQuerySchema.safeParse({ query: read('query'), page: read('page'), size: PAGE_SIZE });
  const query = parsed.success ? parsed.data : synonymQuerySchema.parse({ size: PAGE_SIZE });
  const { items, total } = await context.api.adminSynonyms(query);
  const notice = url.searchParams.get('saved') === '1' ? 'saved' : url.searchParams.get('deleted') === '1' ? 'deleted' : null;
  return data({ items, total, query, notice, administrator: viewer.authorities.includes('ROLE_ADMIN') }, { headers: { 'cache-control': 'private, no-store' } });
}

/** A new phrase (the API lets administrators only); search uses it from the next request. */
export async function action({ request, context }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  return saveSynonym(await request.formData(), context);
}

export default function AdminSearchSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, query, notice, administrator } = loaderData;
  const hrefFor = (page: number) => listPageHref(PATH, query, filterNames, page);
  return (
    <section aria-labelledby="synonyms-title" className="space-y-4">
      <SectionHeading id="synonyms-title" title={t('admin.synonyms.title')}>
        {t('admin.synonyms.intro')}
      </SectionHeading>
      {notice === 'saved' ? <FormMessage tone="success">{t('admin.synonyms.saved')}</FormMessage> : null}
      {notice === 'deleted' ? <FormMessage tone="success">{t('admin.synonyms.deleted')}</FormMessage> : null}
      {administrator ? (
        // A new key after each save: the form is closed and empty again.
        <details key={`${query.query ?? ''}:${notice ?? ''}`} className="rounded-lg border border-slate-200 bg-white" open={actionData !== undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-700">{t('admin.synonyms.add')}</summary>
          <SynonymForm lastResult={actionData} className="space-y-3 border-t border-slate-200 p-4" />
        </details>
      ) : (
        <p className="text-sm font-medium text-slate-700">{t('admin.synonyms.adminOnly')}</p>
      )}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <FilterInput id="synonyms-query" name="query" label={t('admin.synonyms.query')} value={query.query} className="min-w-0 flex-1 basis-56" />
        <FilterButtons filterLabel={t('admin.synonyms.filter')} clearLabel={t('admin.synonyms.clear')} clearTo={PATH} filtered={query.query !== undefined} />
      </Form>
      <MatchingRows countText={t('admin.synonyms.count', { count: total })} emptyText={t('admin.synonyms.empty')} empty={items.length === 0}>
        {items.map((synonym) => (
          <li key={synonym.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
            <span className="min-w-0 flex-1 basis-48">
              <span className="block font-mono font-semibold break-words">{synonym.phrase}</span>
              <span className="block text-slate-600">
                <SynonymMeaning synonym={synonym} />
              </span>
            </span>
            <Link to={`${PATH}/${synonym.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
              {t(administrator ? 'admin.synonyms.edit' : 'admin.synonyms.view')}
              <span className="sr-only"> {synonym.phrase}</span>
            </Link>
          </li>
        ))}
      </MatchingRows>
      <Pagination hrefFor={hrefFor} page={query.page} size={query.size} total={total} />
    </section>
  );
}
