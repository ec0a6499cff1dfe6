import { searchSorts, type SearchSort } from '@store/contracts/search-rules';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Form, useSubmit } from 'react-router';

/** A GET form, so sorting works without JavaScript; with it, choosing submits at once. */
export function SortControl({ params, current }: { params: URLSearchParams; current: SearchSort }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const hidden = [...params.entries()].filter(([key]) => key !== 'sort' && key !== 'page');
  const sorts = params.has('q') || params.has('key') ? searchSorts : searchSorts.filter((sort) => sort !== 'relevance');
  return (
    <Form method="get" action="/search-product" className="flex items-center gap-2">
      {hidden.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="search-sort" className="text-sm text-slate-600">
        {t('search.sortLabel')}
      </label>
      <select
        id="search-sort"
        name="sort"
        defaultValue={current}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
        onChange={(event) => submit(event.currentTarget.form)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border px-2 py-1 text-sm">{t('search.apply')}</button>
      </noscript>
    </Form>
  );
}
