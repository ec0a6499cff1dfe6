import { type CheckPhoneForm, checkPhoneFormSchema } from '@store/contracts/account';
import { PHONE_VERIFICATION_CODE_LENGTH, PHONE_VERIFICATION_CODE_TTL_MINUTES } from '@store/contracts/account-keys';
import { formatPhoneForDisplay } from '@store/contracts/phone';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { data, Form, Link, useNavigation } from 'react-router';
import { FormError, FormMessage, TextField } from '../../components/ui/text-field.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { failedForm, invalidForm, readForm, signInAgainIfEnded } from '../../lib/forms.server.ts';
import { useServerForm } from '../../lib/forms.ts';
import { guardPage, pageRules } from '../../lib/guards.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { VerifiedBadge } from '../account/settings/verified-badge.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'pages.checkPhoneNumber.title', robots: 'noindex' };

/** The number the code is for: a new number waiting for its code, else the account's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context, pageRules.signedIn);
  const { api } = context;
  const pending = (await api.accountProfile().catch(() => null))?.pendingPhoneNumber ?? null;
  const shown = pending ?? user.phoneNumber;
  const phoneNumber = shown ? formatPhoneForDisplay(`${shown.indicator}${shown.telephone}`) : null;
  const verified = phoneNumber && !pending ? await api.phoneVerified().catch(() => false) : false;
  return data({ phoneNumber, verified }, { headers: { 'cache-control': 'private, no-store' } });
}

/** A code is never sent back to refill the form. */
const hideFields = ['key'];

/** `intent=send`: a code by SMS (`POST account/verify/phone-number/init`); `intent=verify`: the typed code. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), checkPhoneFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { hideFields });
  const { api } = context;
  try {
    if (submission.value.intent === 'send') {
      const sent = await api.verifyPhoneInit();
      return { ok: true as const, at: Date.now(), step: 'sent' as const, sentTo: sent.sentTo };
    }
    await api.verifyPhoneFinish(submission.value.key);
    return { ok: true as const, at: Date.now(), step: 'verified' as const, sentTo: '' };
  } catch (error) {
    signInAgainIfEnded(context, error);
    return failedForm(submission, error, { hideFields });
  }
}

/** The code received by SMS; a code sent again starts it afresh. Errors of sending show above it. */
function CodeForm({ result, busy }: { result: unknown; busy: boolean }) {
  const { t } = useTranslation();
  const { form, fields, formProps, formErrorKey } = useServerForm<Extract<CheckPhoneForm, { intent: 'verify' }>>(result, { id: 'check-phone' });
  return (
    <>
      <FormError id={form.errorId} error={formErrorKey} />
      <Form method="post" {...formProps} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
        <input type="hidden" name="intent" value="verify" />
        <TextField
          label={t('checkPhone.code', { count: PHONE_VERIFICATION_CODE_LENGTH })}
          field={fields.key}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          className="tracking-widest"
        />
        <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {t('checkPhone.submit')}
        </button>
      </Form>
    </>
  );
}

export default function CheckPhoneNumber({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const done = actionData && 'ok' in actionData ? actionData : undefined;
  const step = done?.step;
  const verified = loaderData.verified || step === 'verified';
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('pages.checkPhoneNumber.title')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.checkPhoneNumber.intro')}</p>
      {loaderData.phoneNumber ? (
        <p className="mt-4 flex flex-wrap items-center gap-2 font-medium">
          {loaderData.phoneNumber} <VerifiedBadge verified={verified} />
        </p>
      ) : (
        <FormMessage tone="error">{t('security.phone.none')}</FormMessage>
      )}
      <div className="mt-6 space-y-4">
        {step === 'verified' ? <FormMessage tone="success">{t('checkPhone.verified')}</FormMessage> : null}
        {step === 'sent' ? <FormMessage tone="success">{t('checkPhone.sent', { sentTo: done?.sentTo ?? '', minutes: PHONE_VERIFICATION_CODE_TTL_MINUTES })}</FormMessage> : null}
        {loaderData.phoneNumber && !verified ? (
          <>
            <CodeForm key={done?.at ?? 'form'} result={actionData} busy={busy} />
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <button type="submit" disabled={busy} className={buttonClasses('secondary', 'min-h-11 w-full')}>
                {step === 'sent' ? t('checkPhone.resend') : t('checkPhone.send')}
              </button>
            </Form>
          </>
        ) : null}
        <Link to="/account/settings" className="inline-block text-sm text-brand-700 hover:underline">
          {t('security.backToSettings')}
        </Link>
      </div>
    </section>
  );
}
