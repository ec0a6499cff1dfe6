import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { PhoneNumberField } from '../../../components/phone-number-field.tsx';
import { FieldError, inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import type { FieldErrors } from '../../../lib/form-errors.server.ts';
import type { CheckoutValues } from './checkout-form-data.server.ts';

/** Where the parcels go and who the sellers call: given at every order by guests, prefilled for members. */
export function DeliveryFields({ values, errors }: { values: Partial<CheckoutValues>; errors: FieldErrors }) {
  const { t } = useTranslation();
  const detailsId = useId();
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold">{t('checkout.delivery.title')}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('checkout.delivery.fullname')} name="fullname" autoComplete="name" required maxLength={100} defaultValue={values.fullname} error={errors.fullname} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <PhoneNumberField
            label={t('checkout.delivery.phone')}
            hint={t('checkout.delivery.phoneHint')}
            required
            error={errors.phoneNumber}
            defaultIndicator={values.indicator || undefined}
            defaultTelephone={values.telephone}
          />
        </div>
        <TextField
          label={t('checkout.delivery.email')}
          hint={t('checkout.delivery.emailHint')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
          error={errors.email}
          className="sm:col-span-2"
        />
        <TextField label={t('checkout.delivery.city')} name="city" autoComplete="address-level2" required maxLength={80} defaultValue={values.city} error={errors.city} />
        <TextField label={t('checkout.delivery.addressLine')} name="addressLine" autoComplete="street-address" required maxLength={200} defaultValue={values.addressLine} error={errors.addressLine} />
        <div className="sm:col-span-2">
          <label htmlFor={detailsId} className="block text-sm font-medium">
            {t('checkout.delivery.additionalInfo')}
          </label>
          <textarea
            id={detailsId}
            name="additionalInfo"
            rows={2}
            maxLength={500}
            defaultValue={values.additionalInfo}
            aria-invalid={errors.additionalInfo ? true : undefined}
            aria-describedby={`${detailsId}-hint${errors.additionalInfo ? ` ${detailsId}-error` : ''}`}
            className={`${inputClasses} py-2`}
          />
          <p id={`${detailsId}-hint`} className="mt-1 text-xs text-slate-600">
            {t('checkout.delivery.additionalInfoHint')}
          </p>
          <FieldError id={`${detailsId}-error`} error={errors.additionalInfo} />
        </div>
      </div>
    </fieldset>
  );
}
