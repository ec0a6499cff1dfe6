import type { CheckoutForm } from '@store/contracts/orders';
import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { PhoneNumberField } from '../../../components/phone-number-field.tsx';
import { FieldError, initialText, inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorKey } from '../../../lib/form-reply.ts';

/** Where the parcels go and who the sellers call: given at every order by guests, prefilled for members. */
export function DeliveryFields({ address }: { address: FieldMetadata<CheckoutForm['address']> }) {
  const { t } = useTranslation();
  const fields = address.getFieldset();
  const details = fields.additionalInfo;
  const detailsError = fieldErrorKey(details.errors);
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold">{t('checkout.delivery.title')}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('checkout.delivery.fullname')} field={fields.fullname} autoComplete="name" required maxLength={100} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <PhoneNumberField label={t('checkout.delivery.phone')} hint={t('checkout.delivery.phoneHint')} required field={fields.phoneNumber} />
        </div>
        <TextField
          label={t('checkout.delivery.email')}
          hint={t('checkout.delivery.emailHint')}
          field={fields.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          className="sm:col-span-2"
        />
        <TextField label={t('checkout.delivery.city')} field={fields.city} autoComplete="address-level2" required maxLength={80} />
        <TextField label={t('checkout.delivery.addressLine')} field={fields.addressLine} autoComplete="street-address" required maxLength={200} />
        <div className="sm:col-span-2">
          <label htmlFor={details.id} className="block text-sm font-medium">
            {t('checkout.delivery.additionalInfo')}
          </label>
          <textarea
            key={details.key}
            id={details.id}
            name={details.name}
            rows={2}
            maxLength={500}
            defaultValue={initialText(details)}
            aria-invalid={detailsError ? true : undefined}
            aria-describedby={`${details.id}-hint${detailsError ? ` ${details.errorId}` : ''}`}
            className={`${inputClasses} py-2`}
          />
          <p id={`${details.id}-hint`} className="mt-1 text-xs text-slate-600">
            {t('checkout.delivery.additionalInfoHint')}
          </p>
          <FieldError id={details.errorId} error={detailsError} />
        </div>
      </div>
    </fieldset>
  );
}
