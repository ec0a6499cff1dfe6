import { currencies, languages } from '@store/contracts/locale';
import { SHOP_DESCRIPTION_MAX } from '@store/contracts/limits';
import type { AccountProfile } from '@store/contracts/profile';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { PhoneNumberField } from '../../../components/phone-number-field.tsx';
import { FieldError, FormMessage, inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import type { ProfileResult } from './profile-actions.server.ts';

function SelectField({ label, name, defaultValue, options }: { label: string; name: string; defaultValue: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClasses}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextArea({ label, name, defaultValue, error }: { label: string; name: string; defaultValue: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={SHOP_DESCRIPTION_MAX}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClasses} py-2`}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

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
  const { t, tDynamic } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  const failure = result && !result.ok ? result : undefined;
  const errors = failure?.fieldErrors ?? {};
  // After a refusal, what was typed; otherwise what is saved.
  const typed = failure?.values;
  const value = (name: string, saved: string | null) => typed?.[name] ?? saved ?? '';
  return (
    <section aria-labelledby="profile-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="profile-title" className="text-xl font-bold">
        {t('profile.title')}
      </h2>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby="profile-title">
        <input type="hidden" name="intent" value="profile" />
        {saved && !failure ? (
          <div className="sm:col-span-2">
            <FormMessage tone="success">{t('profile.saved')}</FormMessage>
          </div>
        ) : null}
        {failure?.formError ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error">{tDynamic(failure.formError)}</FormMessage>
          </div>
        ) : null}
        <TextField label={t('profile.firstname')} name="firstname" autoComplete="given-name" required defaultValue={value('firstname', profile.firstname)} error={errors.firstname} />
        <TextField label={t('profile.lastname')} name="lastname" autoComplete="family-name" defaultValue={value('lastname', profile.lastname)} error={errors.lastname} />
        <SelectField label={t('profile.language')} name="langKey" defaultValue={value('langKey', profile.langKey)} options={languages.map((option) => ({ value: option, label: t(`localeChooser.languages.${option}`) }))} />
        <SelectField label={t('profile.currency')} name="currency" defaultValue={value('currency', profile.currency)} options={currencies.map((option) => ({ value: option, label: t(`localeChooser.currencies.${option}`) }))} />
        <div className="sm:col-span-2">
          <PhoneNumberField
            label={t('profile.phone')}
            hint={t(email ? 'profile.phoneHintOptional' : 'profile.phoneHint')}
            error={errors.phoneNumber}
            defaultIndicator={value('indicator', profile.phoneNumber?.indicator ?? '+225')}
            defaultTelephone={value('telephone', profile.phoneNumber?.telephone ?? null)}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordHint')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
        </div>
        {seller ? (
          <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('profile.shop')}</legend>
            <TextField label={t('profile.shopName')} name="shopName" required defaultValue={value('shopName', profile.shopName)} error={errors.shopName} />
            <TextField label={t('profile.city')} name="city" autoComplete="address-level2" required defaultValue={value('city', profile.city)} error={errors.city} />
            <TextArea label={t('profile.descriptionFr')} name="shopDescriptionFr" defaultValue={value('shopDescriptionFr', profile.shopDescriptionFr)} error={errors.shopDescriptionFr} />
            <TextArea label={t('profile.descriptionEn')} name="shopDescriptionEn" defaultValue={value('shopDescriptionEn', profile.shopDescriptionEn)} error={errors.shopDescriptionEn} />
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
