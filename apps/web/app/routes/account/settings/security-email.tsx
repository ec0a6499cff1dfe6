import type { ChangeEmailBody } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { useFetcher } from 'react-router';
import { FormError, FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { errorKey } from '../../../lib/form-reply.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { securityDone } from './security-form-page.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

const CHANGE_KEY = 'change-email';

/** The account's email with its badge, a button to prove it, and the change-email form. */
export function EmailSecurity({ email, verified }: { email: string | null; verified: boolean }) {
  const { t } = useTranslation();
  const verify = useFetcher({ key: 'verify-email' });
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

/** Where the confirmation link went, or why it was not sent (a problem code). */
export function VerifyEmailResult({ result }: { result: unknown }) {
  const { t, tDynamic } = useTranslation();
  const done = securityDone(result);
  if (done) return <FormMessage tone="success">{t('security.email.verifySent', { sentTo: done.sentTo ?? '' })}</FormMessage>;
  if (typeof result !== 'object' || result === null || !('error' in result) || typeof result.error !== 'string') return null;
  return <FormMessage tone="error">{tDynamic(errorKey(result.error))}</FormMessage>;
}

function ChangeEmailFields({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: CHANGE_KEY });
  const done = securityDone(result);
  const { form, fields, formProps, formErrorKey } = useServerForm<ChangeEmailBody>(result, { id: 'change-email' });
  return (
    <fetcher.Form method="post" action="/account/settings/email" {...formProps} className="space-y-4 rounded-md bg-slate-50 p-4" aria-labelledby="security-email-change">
      <h4 id="security-email-change" className="font-semibold">
        {t('security.email.changeTitle')}
      </h4>
      {done ? <FormMessage tone="success">{t('security.email.changeSent', { sentTo: done.sentTo ?? '' })}</FormMessage> : null}
      <FormError id={form.errorId} error={formErrorKey} />
      <TextField label={t('security.email.newEmail')} field={fields.email} type="email" autoComplete="email" required />
      <TextField label={t('security.password.current')} field={fields.password} type="password" autoComplete="current-password" required />
      <button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {t('security.email.changeSubmit')}
      </button>
    </fetcher.Form>
  );
}

/** A new address and the current password; the address changes once the link sent to it is opened. */
export function ChangeEmailForm({ posted }: { posted?: unknown }) {
  const fetcher = useFetcher({ key: CHANGE_KEY });
  const result: unknown = fetcher.data ?? posted;
  return <ChangeEmailFields key={securityDone(result)?.at ?? 'form'} result={result} />;
}
