import { useTranslation } from 'react-i18next';

/**
 * The frame of a page whose features come with a later issue: a real heading and an
 * explanation in the user's language, never an empty screen.
 */
export function PageShell({ name, children }: { name: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`pages.${name}.title`)}</h1>
      <p className="mt-3 max-w-3xl text-slate-600">{t(`pages.${name}.intro`)}</p>
      {children}
    </section>
  );
}
