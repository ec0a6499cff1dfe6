import { notifyBySchema, type ResetPasswordFinishForm, resetPasswordFinishFormSchema } from '@store/contracts/account';
import { useTranslation } from '../../../../lib/i18n/translation-context.tsx';
import { data, Form, Link, useNavigation } from 'react-router';
import { NewPasswordFields } from '../../../../components/new-password-fields.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { FormError, FormMessage, TextField } from '../../../../components/ui/text-field.tsx';
import { fieldErrorKey } from '../../../../lib/form-reply.ts';
import { failedForm, invalidForm, readForm } from '../../../../lib/forms.server.ts';
import { useServerForm } from '../../../../lib/forms.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'resetPassword.finishTitle', robots: 'noindex' };

/** The link of the reset message (`?key=&notifyBy=`), or the SMS code typed on the previous page. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(
    { key: url.searchParams.get('key')?.trim() ?? '', notifyBy: notifyBySchema.safeParse(url.searchParams.get('notifyBy')?.toUpperCase()).data },
    { headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } },
  );
}

/** Keys and passwords are never sent back to refill the form. */
const hideFields = ['key', 'newPassword', 'confirmPassword'];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), resetPasswordFinishFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { hideFields });
  const { confirmPassword: _confirmation, ...body } = submission.value;
  try {
    await context.apiAs(undefined).resetPasswordFinish(body);
    return { done: true as const };
  } catch (error) {
    return failedForm(submission, error, { hideFields });
  }
}

export default function ResetPasswordFinish({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { fields, formProps, formErrorKey, form } = useServerForm<ResetPasswordFinishForm>(actionData, { id: 'reset-password-finish' });
  const keyError = fieldErrorKey(fields.key.errors);
  // A key from the link is hidden: what is wrong with it is said above the form, with a way to start over.
  const topError = formErrorKey ?? (loaderData.key ? keyError : undefined);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('resetPassword.finishTitle')}</h1>
      {actionData && 'done' in actionData ? (
        <div className="mt-6 space-y-4">
          <FormMessage tone="success">{t('resetPassword.done')}</FormMessage>
          <Link to="/account/login" className={buttonClasses('primary', 'min-h-11 w-full')}>
            {t('common.signIn')}
          </Link>
        </div>
      ) : (
        <Form method="post" {...formProps} className="mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5">
          <FormError id={form.errorId} error={topError}>
            {' '}
            <Link to="/account/reset-password" className="font-semibold underline">
              {t('resetPassword.startOver')}
            </Link>
          </FormError>
          {loaderData.notifyBy ? <input type="hidden" name="notifyBy" value={loaderData.notifyBy} /> : null}
          {loaderData.key ? (
            <input type="hidden" name="key" value={loaderData.key} />
          ) : (
            <TextField label={t('keySent.codeLabel')} field={fields.key} required inputMode="numeric" autoComplete="one-time-code" />
          )}
          <NewPasswordFields passwordName="newPassword" passwordError={fieldErrorKey(fields.newPassword.errors)} confirmError={fieldErrorKey(fields.confirmPassword.errors)} />
          <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {t('resetPassword.save')}
          </button>
        </Form>
      )}
    </section>
  );
}
