import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { useFetcher } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import type { SecurityResult } from './security-actions.server.ts';

export const PASSWORD_ACTION = '/account/settings/password';

/**
 * Change password: the current one, then the new one twice with the live rules. Posts with a
 * fetcher so the settings page stays put; `posted` is the answer when sent without JavaScript.
 */
export function ChangePasswordForm({ posted }: { posted?: SecurityResult }) {
  const { t, tDynamic } = useTranslation();
  const fetcher = useFetcher<SecurityResult>({ key: 'change-password' });
  const result = fetcher.data ?? posted;
  const failure = result && !result.ok ? result : undefined;
  return (
    <fetcher.Form method="post" action={PASSWORD_ACTION} key={result?.ok ? result.at : 'form'} className="space-y-4" aria-labelledby="security-password-title">
      <h3 id="security-password-title" className="text-lg font-semibold">
        {t('security.password.title')}
      </h3>
      {result?.ok ? <FormMessage tone="success">{t('security.password.done')}</FormMessage> : null}
      {failure?.formError ? <FormMessage tone="error">{tDynamic(failure.formError)}</FormMessage> : null}
      <TextField label={t('security.password.current')} name="currentPassword" type="password" autoComplete="current-password" required error={failure?.fieldErrors.currentPassword} />
      <NewPasswordFields passwordName="newPassword" passwordError={failure?.fieldErrors.newPassword} confirmError={failure?.fieldErrors.confirmPassword} />
      <button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {t('security.password.submit')}
      </button>
    </fetcher.Form>
  );
}
