import type { ChangePasswordForm as ChangePasswordValues } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { useFetcher } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { FormError, FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorKey } from '../../../lib/form-reply.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { securityDone } from './security-form-page.tsx';

export const PASSWORD_ACTION = '/account/settings/password';
const FETCHER_KEY = 'change-password';

function PasswordFields({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const done = securityDone(result);
  const { form, fields, formProps, formErrorKey } = useServerForm<ChangePasswordValues>(result, { id: 'change-password' });
  return (
    <fetcher.Form method="post" action={PASSWORD_ACTION} {...formProps} className="space-y-4" aria-labelledby="security-password-title">
      <h3 id="security-password-title" className="text-lg font-semibold">
        {t('security.password.title')}
      </h3>
      {done ? <FormMessage tone="success">{t('security.password.done')}</FormMessage> : null}
      <FormError id={form.errorId} error={formErrorKey} />
      <TextField label={t('security.password.current')} field={fields.currentPassword} type="password" autoComplete="current-password" required />
      <NewPasswordFields passwordName="newPassword" passwordError={fieldErrorKey(fields.newPassword.errors)} confirmError={fieldErrorKey(fields.confirmPassword.errors)} />
      <button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {t('security.password.submit')}
      </button>
    </fetcher.Form>
  );
}

/**
 * Change password: the current one, then the new one twice with the live rules. Posts with a
 * fetcher so the settings page stays put; `posted` is the answer when sent without JavaScript.
 * A change done starts an empty form, without the errors of earlier tries.
 */
export function ChangePasswordForm({ posted }: { posted?: unknown }) {
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const result: unknown = fetcher.data ?? posted;
  return <PasswordFields key={securityDone(result)?.at ?? 'form'} result={result} />;
}
