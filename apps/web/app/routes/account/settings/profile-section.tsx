import { currencies, languages } from '@store/contracts/locale';
import { SHOP_DESCRIPTION_MAX } from '@store/contracts/limits';
import type { AccountProfile } from '@store/contracts/profile';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { PhoneNumberField } from '../../../components/phone-number-field.tsx';
import { FormError, FormMessage, SelectField, TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { useServerForm } from '../../../lib/forms.ts';
import type { UpdateAccountBody } from '@store/contracts/profile';
import type { ProfileResult } from './profile-actions.server.ts';

/**
 * Names, language, currency, phone and (sellers) shop details, in one server-handled form.
 * Saving the language reloads the site in it.
 */
export function ProfileSection({
  profile,
  email,
  seller,
  result,
  saved,
}: {
  profile: AccountProfile;
  email: string | null;
  seller: boolean;
  result: ProfileResult | undefined;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  // After a refusal, what was typed; otherwise what is saved.
  const { form, fields, formProps, formErrorKey, hasErrors } = useServerForm<UpdateAccountBody>(result, {
    id: 'profile',
    defaultValue: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      langKey: profile.langKey,
      currency: profile.currency,
      phoneNumber: profile.phoneNumber ?? { indicator: '+225', telephone: '' },
      shopName: profile.shopName,
      city: profile.city,
      shopDescriptionFr: profile.shopDescriptionFr,
      shopDescriptionEn: profile.shopDescriptionEn,
    },
  });
  return (
    <section aria-labelledby="profile-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="profile-title" className="text-xl font-bold">
        {t('profile.title')}
      </h2>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby="profile-title">
        <input type="hidden" name="intent" value="profile" />
        {saved && !hasErrors ? (
          <div className="sm:col-span-2">
            <FormMessage tone="success">{t('profile.saved')}</FormMessage>
          </div>
        ) : null}
        <FormError id={form.errorId} error={formErrorKey} className="sm:col-span-2" />
        <TextField label={t('profile.firstname')} field={fields.firstname} autoComplete="given-name" required />
        <TextField label={t('profile.lastname')} field={fields.lastname} autoComplete="family-name" />
        <SelectField label={t('profile.language')} field={fields.langKey}>
          {languages.map((option) => (
            <option key={option} value={option}>
              {t(`localeChooser.languages.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('profile.currency')} field={fields.currency}>
          {currencies.map((option) => (
            <option key={option} value={option}>
              {t(`localeChooser.currencies.${option}`)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <PhoneNumberField label={t('profile.phone')} hint={t(email ? 'profile.phoneHintOptional' : 'profile.phoneHint')} field={fields.phoneNumber} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordHint')}
            field={fields.currentPassword}
            type="password"
            autoComplete="current-password"
          />
        </div>
        {seller ? (
          <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('profile.shop')}</legend>
            <TextField label={t('profile.shopName')} field={fields.shopName} required />
            <TextField label={t('profile.city')} field={fields.city} autoComplete="address-level2" required />
            <TextAreaField label={t('profile.descriptionFr')} field={fields.shopDescriptionFr} rows={3} maxLength={SHOP_DESCRIPTION_MAX} className="sm:col-span-2" />
            <TextAreaField label={t('profile.descriptionEn')} field={fields.shopDescriptionEn} rows={3} maxLength={SHOP_DESCRIPTION_MAX} className="sm:col-span-2" />
          </fieldset>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      </Form>
    </section>
  );
}
