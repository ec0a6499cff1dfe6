import { type ResetPasswordInitBody, resetPasswordInitFormSchema } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { KeySentPanel } from '../../../components/key-sent-panel.tsx';
import { PhoneNumberField } from '../../../components/phone-number-field.tsx';
import { FieldError, FormError, TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorKey } from '../../../lib/form-reply.ts';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'resetPassword.title', robots: 'noindex' };

/**
 * Issue #4 item 5: a key by mail or SMS to choose a new password. The answer is the same
 * whether or not an account uses the address, so nobody can probe who has an account. Only
 * the chosen channel's field is read (the other one is hidden).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), resetPasswordInitFormSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    return { sent: await context.apiAs(undefined).resetPasswordInit(submission.value) };
  } catch (error) {
    return failedForm(submission, error);
  }
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const sent = actionData && 'sent' in actionData ? actionData.sent : undefined;
  const { form, fields, formProps, formErrorKey } = useServerForm<ResetPasswordInitBody>(actionData, { id: 'reset-password' });
  const byEmail = fields.notifyBy.initialValue === 'EMAIL';
  const channelError = fieldErrorKey(fields.notifyBy.errors);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('resetPassword.title')}</h1>
      {sent ? (
        <KeySentPanel sent={sent} purpose="reset" />
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('resetPassword.intro')}</p>
          <Form method="post" {...formProps} className="group mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5">
            <FormError id={form.errorId} error={formErrorKey} />
            <fieldset className="min-w-0" aria-describedby={channelError ? fields.notifyBy.errorId : undefined}>
              <legend className="text-sm font-medium">{t('resetPassword.channel')}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                <label className="flex min-h-11 items-center gap-2">
                  <input key={fields.notifyBy.key} type="radio" name={fields.notifyBy.name} value="SMS" defaultChecked={!byEmail} className="h-5 w-5" />
                  {t('resetPassword.bySms')}
                </label>
                <label className="flex min-h-11 items-center gap-2">
                  <input key={fields.notifyBy.key} id="reset-by-email" type="radio" name={fields.notifyBy.name} value="EMAIL" defaultChecked={byEmail} className="h-5 w-5" />
                  {t('resetPassword.byEmail')}
                </label>
              </div>
              <FieldError id={fields.notifyBy.errorId} error={channelError} />
            </fieldset>
            <div className="group-has-[#reset-by-email:checked]:hidden">
              <PhoneNumberField label={t('register.phone')} field={fields.phoneNumber} />
            </div>
            <div className="hidden group-has-[#reset-by-email:checked]:block">
              <TextField label={t('register.email')} field={fields.mail} type="email" autoComplete="email" />
            </div>
            <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
              {t('resetPassword.submit')}
            </button>
          </Form>
          <p className="mt-4 text-sm">
            <Link to="/account/login" className="text-brand-700 hover:underline">
              {t('resetPassword.backToLogin')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
