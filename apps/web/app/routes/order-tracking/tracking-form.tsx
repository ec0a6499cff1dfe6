import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { PhoneNumberField } from '../../components/phone-number-field.tsx';
import { FormMessage, TextField } from '../../components/ui/text-field.tsx';
import type { TrackingFailure } from './tracking.server.ts';

/** Order number, and the phone number or the email given at checkout. */
export function TrackingForm({ number, failure }: { number: string; failure?: TrackingFailure | undefined }) {
  const { t, tDynamic } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values;
  return (
    <Form method="post" className="mt-6 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="tracking-form-title">
      <h2 id="tracking-form-title" className="text-lg font-semibold">
        {t('tracking.formTitle')}
      </h2>
      {failure?.formError ? <FormMessage tone="error">{tDynamic(failure.formError)}</FormMessage> : null}
      <TextField
        label={t('tracking.number')}
        hint={t('tracking.numberHint')}
        name="number"
        required
        maxLength={32}
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={values?.number ?? number}
        error={errors.number}
      />
      <PhoneNumberField label={t('tracking.phone')} hint={t('tracking.contactHint')} error={errors.phoneNumber} defaultIndicator={values?.indicator || undefined} defaultTelephone={values?.telephone} />
      <TextField label={t('tracking.email')} name="email" type="email" autoComplete="email" maxLength={254} defaultValue={values?.email} error={errors.email} />
      <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto">
        {busy ? t('tracking.searching') : t('tracking.submit')}
      </button>
    </Form>
  );
}
