import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'appErrors.notFoundTitle', robots: 'noindex' };

/** The page answers with a real 404 status so crawlers drop the address. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('appErrors.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('appErrors.http.404')}</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
