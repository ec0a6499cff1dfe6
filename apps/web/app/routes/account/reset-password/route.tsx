import { resetPasswordInitBodySchema } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { data, Form, Link, useNavigation } from 'react-router';
import { KeySentPanel } from '../../../components/key-sent-panel.tsx';
import { PhoneNumberField } from '../../../components/phone-number-field.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { type FieldErrors, failureStatus, problemKey, zodFieldErrors } from '../../../lib/form-errors.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'resetPassword.title', robots: 'noindex' };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * Issue #4 item 5: a key by mail or SMS to choose a new password. The answer is the same
 * whether or not an account uses the address, so nobody can probe who has an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const notifyBy = text(form, 'notifyBy') === 'EMAIL' ? 'EMAIL' : 'SMS';
  const values = { notifyBy, mail: text(form, 'mail'), indicator: text(form, 'indicator'), telephone: text(form, 'telephone') };
  const parsed = resetPasswordInitBodySchema.safeParse({
    notifyBy,
    mail: notifyBy === 'EMAIL' ? values.mail || undefined : undefined,
    phoneNumber: notifyBy === 'SMS' && values.telephone ? { indicator: values.indicator, telephone: values.telephone } : undefined,
  });
  if (!parsed.success) return data({ ok: false as const, values, fieldErrors: zodFieldErrors(parsed.error), formError: undefined }, { status: 400 });
  try {
    const sent = await context.apiAs(undefined).resetPasswordInit(parsed.data);
    return { ok: true as const, sent };
  } catch (error) {
    return data({ ok: false as const, values, fieldErrors: {} as FieldErrors, formError: problemKey(error, []) }, { status: failureStatus(error) });
  }
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const byEmail = failure?.values.notifyBy === 'EMAIL';
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('resetPassword.title')}</h1>
      {actionData?.ok ? (
        <KeySentPanel sent={actionData.sent} purpose="reset" />
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('resetPassword.intro')}</p>
          <Form method="post" className="group mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5">
            {failure?.formError ? <FormMessage tone="error">{tDynamic(failure.formError)}</FormMessage> : null}
            <fieldset className="min-w-0">
              <legend className="text-sm font-medium">{t('resetPassword.channel')}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="notifyBy" value="SMS" defaultChecked={!byEmail} className="h-5 w-5" />
                  {t('resetPassword.bySms')}
                </label>
                <label className="flex min-h-11 items-center gap-2">
                  <input id="reset-by-email" type="radio" name="notifyBy" value="EMAIL" defaultChecked={byEmail} className="h-5 w-5" />
                  {t('resetPassword.byEmail')}
                </label>
              </div>
            </fieldset>
            <div className="group-has-[#reset-by-email:checked]:hidden">
              <PhoneNumberField label={t('register.phone')} defaultIndicator={failure?.values.indicator || undefined} defaultTelephone={failure?.values.telephone} error={failure?.fieldErrors.phoneNumber} />
            </div>
            <div className="hidden group-has-[#reset-by-email:checked]:block">
              <TextField label={t('register.email')} name="mail" type="email" autoComplete="email" defaultValue={failure?.values.mail} error={failure?.fieldErrors.mail} />
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
