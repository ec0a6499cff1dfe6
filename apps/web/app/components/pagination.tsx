import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';

/** Previous/next and nearby page numbers; pages are 0-based in the URL, 1-based on screen. */
export function Pagination({ hrefFor, page, size, total }: { hrefFor: (page: number) => string; page: number; size: number; total: number }) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  if (lastPage === 0) return null;
  const nearby = [page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 0 && p <= lastPage);
  const href = hrefFor;
  const base = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm';
  return (
    <nav aria-label={t('search.pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 0 ? (
        <Link to={href(page - 1)} className={`${base} border-slate-300 bg-white`} rel="prev">
          {t('search.previous')}
        </Link>
      ) : null}
      {nearby.map((p) => (
        <Link
          key={p}
          to={href(p)}
          aria-current={p === page ? 'page' : undefined}
          className={`${base} ${p === page ? 'border-brand-600 bg-brand-600 font-bold text-white' : 'border-slate-300 bg-white'}`}
        >
          {p + 1}
        </Link>
      ))}
      {page < lastPage ? (
        <Link to={href(page + 1)} className={`${base} border-slate-300 bg-white`} rel="next">
          {t('search.next')}
        </Link>
      ) : null}
    </nav>
  );
}
