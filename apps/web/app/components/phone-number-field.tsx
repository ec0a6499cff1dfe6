import { dialCodeOf, offeredDialCodeCountries } from '@store/contracts/dial-codes';
import { useId } from 'react';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { FieldError } from './ui/text-field.tsx';

/**
 * A phone number as spec §9 has it: a dial code chosen among the offered countries and the
 * national number (leading zeros are stripped by the shared rule of `contracts/phone`).
 * Posts `indicator` and `telephone`, the pair the API takes.
 */
export function PhoneNumberField({
  label,
  hint,
  error,
  required = false,
  defaultIndicator = '+225',
  defaultTelephone = '',
}: {
  label: string;
  hint?: string;
  /** A translation key. */
  error?: string;
  required?: boolean;
  defaultIndicator?: string;
  defaultTelephone?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={`${id}-phone`} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <label htmlFor={`${id}-dial`} className="sr-only">
          {t('forms.dialCode')}
        </label>
        <select id={`${id}-dial`} name="indicator" defaultValue={defaultIndicator} className="min-h-11 shrink-0 rounded-md border border-slate-300 bg-white px-2 text-base">
          {offeredDialCodeCountries.map((country) => (
            <option key={country} value={dialCodeOf(country)}>
              {country} {dialCodeOf(country)}
            </option>
          ))}
        </select>
        <input
          id={`${id}-phone`}
          type="tel"
          name="telephone"
          required={required}
          defaultValue={defaultTelephone}
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="07 01 02 03 04"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base aria-invalid:border-red-500"
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
