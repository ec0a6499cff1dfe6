import { useTranslation } from '../lib/i18n/translation-context.tsx';

/**
 * The frame of a page whose features come with a later issue: a real heading and an
 * explanation in the user's language, never an empty screen.
 */
export function PageShell({ name, children }: { name: string; children?: React.ReactNode }) {
  const { tDynamic } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{tDynamic(`pages.${name}.title`)}</h1>
      <p className="mt-3 max-w-3xl text-slate-600">{tDynamic(`pages.${name}.intro`)}</p>
      {children}
    </section>
  );
}
