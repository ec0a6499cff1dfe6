import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { useRootData } from '../../root.tsx';

/** Nothing matched: say so, and offer searches that do find something. */
export function EmptyResults() {
  const { t } = useTranslation();
  const { searchKeys, categories } = useRootData();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{t('search.emptyTitle')}</h2>
      <p className="mt-2 text-slate-600">{t('search.emptyHint')}</p>
      <p className="mt-3">
        <Link to="/request-product" className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
          {t('search.requestIt')}
        </Link>
      </p>
      {searchKeys.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {searchKeys.map((key) => (
            <li key={key.keyword}>
              <Link
                to={`/search-product?q=${encodeURIComponent(key.query)}`}
                className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium"
                style={{ backgroundColor: key.btnColor, color: key.textColor }}
              >
                {key.keyword}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-6 font-semibold">{t('search.tryCategory')}</h3>
      <ul className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/search-product?category=${category.slug}`} className="text-brand-700 hover:underline">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
