import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';

/** The page of an HTTP status the shopper reaches (404, 403): the code, a title, a message, a way home. */
export function StatusPage({ status, titleKey, messageKey, tone }: { status: number; titleKey: string; messageKey: string; tone: 'brand' | 'danger' }) {
  const { t, tDynamic } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className={`text-6xl font-black ${tone === 'danger' ? 'text-red-600' : 'text-brand-600'}`}>{status}</p>
      <h1 className="mt-4 text-2xl font-bold">{tDynamic(titleKey)}</h1>
      <p role={tone === 'danger' ? 'alert' : undefined} className="mt-3 text-slate-600">
        {tDynamic(messageKey)}
      </p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
