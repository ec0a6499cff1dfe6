import type { TrackOrderForm } from '@store/contracts/orders';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { PhoneNumberField } from '../../components/phone-number-field.tsx';
import { FormError, TextField } from '../../components/ui/text-field.tsx';
import { useServerForm } from '../../lib/forms.ts';

/** Order number, and the phone number or the email given at checkout; `lastResult` is the action's refusal. */
export function TrackingForm({ number, lastResult }: { number: string; lastResult: unknown }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const { form, fields, formProps, formErrorKey } = useServerForm<TrackOrderForm>(lastResult, { id: 'tracking', defaultValue: { number } });
  return (
    <Form method="post" {...formProps} className="mt-6 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="tracking-form-title">
      <h2 id="tracking-form-title" className="text-lg font-semibold">
        {t('tracking.formTitle')}
      </h2>
      <FormError id={form.errorId} error={formErrorKey} />
      <TextField label={t('tracking.number')} hint={t('tracking.numberHint')} field={fields.number} required maxLength={32} autoCapitalize="characters" spellCheck={false} />
      <PhoneNumberField label={t('tracking.phone')} hint={t('tracking.contactHint')} field={fields.phoneNumber} />
      <TextField label={t('tracking.email')} field={fields.email} type="email" autoComplete="email" maxLength={254} />
      <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto">
        {busy ? t('tracking.searching') : t('tracking.submit')}
      </button>
    </Form>
  );
}
