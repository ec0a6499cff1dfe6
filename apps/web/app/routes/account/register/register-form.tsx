import { CITY_MAX, NAME_MAX, SHOP_NAME_MAX } from '@store/contracts/limits';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { PhoneNumberField } from '../../../components/phone-number-field.tsx';
import { FormError, FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import type { RegisterBody } from '@store/contracts/account';
import { fieldErrorKey } from '../../../lib/form-reply.ts';
import { useServerForm } from '../../../lib/forms.ts';

const SELLER_ID = 'register-type-seller';

/**
 * The sign-up form. The seller's shop fields show when "seller" is ticked through CSS
 * (`:has(:checked)`), so the switch works before and without JavaScript.
 */
export function RegisterForm({ lastResult, sellerByDefault }: { lastResult: unknown; sellerByDefault: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { form, fields, formProps, formErrorKey, hasErrors } = useServerForm<RegisterBody>(lastResult, { id: 'register' });
  const typedType = fields.accountType.initialValue;
  const [seller, setSeller] = useState((typedType ?? (sellerByDefault ? 'PROFESSIONAL' : 'PERSONAL')) === 'PROFESSIONAL');
  return (
    <Form method="post" {...formProps} className="group mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5">
      <FormError id={form.errorId} error={formErrorKey} />
      {hasErrors && !formErrorKey ? <FormMessage tone="error">{t('forms.fixErrors')}</FormMessage> : null}

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium">{t('register.accountType')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input type="radio" name="accountType" value="PERSONAL" defaultChecked={!seller} onChange={() => setSeller(false)} className="mt-1 h-5 w-5" />
            <span>
              <span className="block font-semibold">{t('register.buyer')}</span>
              <span className="block text-sm text-slate-600">{t('register.buyerHint')}</span>
            </span>
          </label>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input id={SELLER_ID} type="radio" name="accountType" value="PROFESSIONAL" defaultChecked={seller} onChange={() => setSeller(true)} className="mt-1 h-5 w-5" />
            <span>
              <span className="block font-semibold">{t('register.seller')}</span>
              <span className="block text-sm text-slate-600">{t('register.sellerHint')}</span>
            </span>
          </label>
        </div>
      </fieldset>

      <div className="hidden space-y-4 rounded-md bg-slate-50 p-3 group-has-[#register-type-seller:checked]:block">
        <TextField label={t('register.shopName')} field={fields.shopName} maxLength={SHOP_NAME_MAX} required={seller} autoComplete="organization" />
        <TextField label={t('register.city')} field={fields.city} maxLength={CITY_MAX} required={seller} autoComplete="address-level2" />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('register.firstname')} field={fields.firstname} maxLength={NAME_MAX} autoComplete="given-name" />
        <TextField label={t('register.lastname')} field={fields.lastname} maxLength={NAME_MAX} autoComplete="family-name" />
      </div>

      <fieldset className="min-w-0 space-y-4">
        <legend className="text-sm font-medium">{t('register.contact')}</legend>
        <p className="text-sm text-slate-600">{t('register.contactHint')}</p>
        <PhoneNumberField label={t('register.phone')} field={fields.phoneNumber} />
        <TextField label={t('register.email')} field={fields.email} type="email" autoComplete="email" />
      </fieldset>

      <NewPasswordFields passwordError={fieldErrorKey(fields.password.errors)} confirmError={fieldErrorKey(fields.confirmPassword.errors)} />

      <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
    </Form>
  );
}
