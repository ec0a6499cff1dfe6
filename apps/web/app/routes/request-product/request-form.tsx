import type { Specification } from '@store/contracts/catalog';
import { CITY_MAX } from '@store/contracts/limits';
import type { Currency } from '@store/contracts/locale';
import { UPLOAD_ACCEPT } from '@store/contracts/picture-uploads';
import { REQUEST_DESCRIPTION_MAX, REQUEST_DURATION_DEFAULT, REQUEST_FULLNAME_MAX, REQUEST_TITLE_MAX, requestDurations } from '@store/contracts/product-request-rules';
import type { ProductRequestForm } from '@store/contracts/product-requests';
import { Form, Link, useNavigation } from 'react-router';
import { PhoneNumberField } from '../../components/phone-number-field.tsx';
import { SpecificationField } from '../../components/specification-field.tsx';
import { FieldError, FormError, FormMessage, SelectField, TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { fieldErrorKey } from '../../lib/form-reply.ts';
import { useServerForm } from '../../lib/forms.ts';
import { CurrencyField } from '../../components/currency-field.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/** The request itself: what is wanted, the budget, the city, a photo, for how long; a guest's name and phone number. */
export function RequestForm({
  chosen,
  subCategoryName,
  specifications,
  signedIn,
  currency,
  lastResult,
}: {
  chosen: { categoryId: number; subCategoryId: number };
  subCategoryName: string;
  specifications: Specification[];
  signedIn: boolean;
  currency: Currency;
  lastResult: unknown;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { form, fields, formProps, formErrorKey, hasErrors } = useServerForm<ProductRequestForm>(lastResult, {
    id: 'request',
    defaultValue: { currency, durationDays: String(REQUEST_DURATION_DEFAULT) },
  });
  const specFields = fields.specifications.getFieldset();
  const fileError = fieldErrorKey(fields.file.errors);
  return (
    <Form method="post" encType="multipart/form-data" {...formProps} className="mt-6 max-w-3xl space-y-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-5" aria-labelledby="request-form-title">
      <h2 id="request-form-title" className="text-lg font-semibold">
        {t('requests.form.title')}
      </h2>
      <FormError id={form.errorId} error={formErrorKey} />
      {hasErrors && !formErrorKey ? <FormMessage tone="error">{t('forms.fixErrors')}</FormMessage> : null}
      <input type="hidden" name={fields.categoryId.name} value={chosen.categoryId} />
      <input type="hidden" name={fields.subCategoryId.name} value={chosen.subCategoryId} />
      <p className="text-sm text-slate-700">
        {t('addProduct.subCategory')} <strong>{subCategoryName}</strong>
        {' · '}
        <Link to="/request-product" className="font-semibold text-brand-700 underline">
          {t('addProduct.change')}
        </Link>
      </p>
      <TextField label={t('requests.form.what')} hint={t('requests.form.whatHint')} field={fields.title} required minLength={3} maxLength={REQUEST_TITLE_MAX} autoComplete="off" />
      <TextAreaField label={t('requests.form.description')} field={fields.description} rows={4} maxLength={REQUEST_DESCRIPTION_MAX} />
      {specifications.length > 0 ? (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t('requests.form.specifications')}</legend>
          {specifications.map((spec) => {
            const field = specFields[spec.code];
            return field ? <SpecificationField key={spec.code} spec={spec} field={field} asked={false} /> : null;
          })}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('requests.form.budget')} hint={t('requests.form.budgetHint')} field={fields.budget} inputMode="decimal" autoComplete="off" />
        <CurrencyField field={fields.currency} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('requests.form.city')} field={fields.location} required maxLength={CITY_MAX} autoComplete="address-level2" />
        <SelectField label={t('requests.form.duration')} field={fields.durationDays}>
          {requestDurations.map((days) => (
            <option key={days} value={days}>
              {t('requests.form.days', { count: days })}
            </option>
          ))}
        </SelectField>
      </div>
      <div>
        <label htmlFor={fields.file.id} className="block text-sm font-medium">
          {t('requests.form.photo')}
        </label>
        <input
          id={fields.file.id}
          type="file"
          name={fields.file.name}
          accept={UPLOAD_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fields.file.id}-hint${fileError ? ` ${fields.file.errorId}` : ''}`}
          className="mt-1 block w-full text-sm"
        />
        <p id={`${fields.file.id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('requests.form.photoHint')}
        </p>
        <FieldError id={fields.file.errorId} error={fileError} />
      </div>
      {signedIn ? (
        <PhoneNumberField label={t('requests.form.phoneOptional')} hint={t('requests.form.phoneOptionalHint')} field={fields.phoneNumber} />
      ) : (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm text-slate-700">{t('requests.form.guestHint')}</legend>
          <TextField label={t('requests.form.fullname')} field={fields.fullname} required maxLength={REQUEST_FULLNAME_MAX} autoComplete="name" />
          <PhoneNumberField label={t('requests.form.phone')} field={fields.phoneNumber} required />
        </fieldset>
      )}
      <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {t('requests.form.submit')}
      </button>
    </Form>
  );
}
