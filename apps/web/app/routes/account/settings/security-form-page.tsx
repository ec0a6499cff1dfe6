import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';

/** A security form's success: when it was done (the form starts afresh), and where a key went. */
export interface SecurityDone {
  ok: true;
  at: number;
  sentTo?: string;
}

/** The success among a security form's answers (the others are Conform's replies). */
export function securityDone(result: unknown): SecurityDone | undefined {
  if (typeof result !== 'object' || result === null || !('ok' in result) || result.ok !== true || !('at' in result) || typeof result.at !== 'number') return undefined;
  return { ok: true, at: result.at, ...('sentTo' in result && typeof result.sentTo === 'string' ? { sentTo: result.sentTo } : {}) };
}

/** The page a security form shows on when it was posted without JavaScript. */
export function SecurityFormPage({ titleKey, children }: { titleKey: string; children: React.ReactNode }) {
  const { t, tDynamic } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{tDynamic(titleKey)}</h1>
      <div className="mt-6">{children}</div>
      <p className="mt-6 text-sm">
        <Link to="/account/settings" className="text-brand-700 hover:underline">
          {t('security.backToSettings')}
        </Link>
      </p>
    </section>
  );
}
