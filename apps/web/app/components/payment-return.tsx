import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { FormMessage } from './ui/text-field.tsx';

/** The page a payer lands on when the provider's return could not be confirmed: why, and what to do next. */
export function PaymentReturn({ error, children }: { error: string; children: React.ReactNode }) {
  const { t, tDynamic } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.paypalReturn.title')}</h1>
      <div className="mt-4">
        <FormMessage tone="error">{tDynamic(error)}</FormMessage>
      </div>
      {children}
    </section>
  );
}
