import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { useFetcher } from 'react-router';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import type { SecurityResult } from './security-actions.server.ts';
import { VerifiedBadge } from './verified-badge.tsx';

type SentResult = SecurityResult<{ sentTo: string }>;

/** The account's email with its badge, a button to prove it, and the change-email form. */
export function EmailSecurity({ email, verified }: { email: string | null; verified: boolean }) {
  const { t } = useTranslation();
  const verify = useFetcher<SentResult>({ key: 'verify-email' });
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold">{t('security.email.title')}</h3>
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all">{email ?? t('security.email.none')}</span>
        {email ? <VerifiedBadge verified={verified} /> : null}
      </p>
      {email && !verified ? (
        <verify.Form method="post" action="/account/settings/verify-email">
          <button type="submit" disabled={verify.state !== 'idle'} className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60">
            {t('security.email.verify')}
          </button>
        </verify.Form>
      ) : null}
      <VerifyEmailResult result={verify.data} />
      <ChangeEmailForm />
    </div>
  );
}

export function VerifyEmailResult({ result }: { result: SentResult | undefined }) {
  const { t, tDynamic } = useTranslation();
  if (!result) return null;
  return result.ok ? (
    <FormMessage tone="success">{t('security.email.verifySent', { sentTo: result.sentTo })}</FormMessage>
  ) : (
    <FormMessage tone="error">{tDynamic(result.formError ?? 'errors.server/internal')}</FormMessage>
  );
}

/** A new address and the current password; the address changes once the link sent to it is opened. */
export function ChangeEmailForm({ posted }: { posted?: SentResult }) {
  const { t, tDynamic } = useTranslation();
  const fetcher = useFetcher<SentResult>({ key: 'change-email' });
  const result = fetcher.data ?? posted;
  const failure = result && !result.ok ? result : undefined;
  return (
    <fetcher.Form method="post" action="/account/settings/email" key={result?.ok ? result.at : 'form'} className="space-y-4 rounded-md bg-slate-50 p-4" aria-labelledby="security-email-change">
      <h4 id="security-email-change" className="font-semibold">
        {t('security.email.changeTitle')}
      </h4>
      {result?.ok ? <FormMessage tone="success">{t('security.email.changeSent', { sentTo: result.sentTo })}</FormMessage> : null}
      {failure?.formError ? <FormMessage tone="error">{tDynamic(failure.formError)}</FormMessage> : null}
      <TextField label={t('security.email.newEmail')} name="email" type="email" autoComplete="email" required error={failure?.fieldErrors.email} />
      <TextField label={t('security.password.current')} name="password" type="password" autoComplete="current-password" required error={failure?.fieldErrors.password} />
      <button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {t('security.email.changeSubmit')}
      </button>
    </fetcher.Form>
  );
}
