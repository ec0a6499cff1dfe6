import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link, useSearchParams } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'appErrors.title', robots: 'noindex' };

/** Spec §2 error page: a danger message and a way back; with `?login`, a sign-in button. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loginRequired = params.has('login');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('appErrors.title')}</h1>
      <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-800">
        {loginRequired ? t('appErrors.login') : t('appErrors.generic')}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          {t('common.back')}
        </Link>
        {loginRequired ? (
          <Link to="/account/login" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t('common.signIn')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
