import { dialCodeOf, offeredDialCodeCountries } from '@store/contracts/dial-codes';
import { useId } from 'react';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { type FormField, nestedErrorKey } from '../lib/forms.ts';
import { FieldError } from './ui/text-field.tsx';

/** The dial code and number typed before, from a form's last answer. */
function typedPair(value: unknown): { indicator?: string; telephone?: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { indicator, telephone } = value as Record<string, unknown>;
  return { indicator: typeof indicator === 'string' ? indicator : undefined, telephone: typeof telephone === 'string' ? telephone : undefined };
}

/**
 * A phone number as spec §9 has it: a dial code chosen among the offered countries and the
 * national number (leading zeros are stripped by the shared rule of `contracts/phone`).
 * Posts `indicator` and `telephone`, the pair the API takes; with `field` (a form on Conform)
 * as `<field>.indicator` and `<field>.telephone`, refilled from what was typed before.
 */
export function PhoneNumberField({
  label,
  hint,
  error,
  field,
  required = false,
  defaultIndicator = '+225',
  defaultTelephone = '',
}: {
  label: string;
  hint?: string;
  /** A translation key. */
  error?: string;
  field?: FormField;
  required?: boolean;
  defaultIndicator?: string;
  defaultTelephone?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const typed = field ? typedPair(field.initialValue) : undefined;
  const shownError = field ? nestedErrorKey(field) : error;
  const names = field ? { indicator: `${field.name}.indicator`, telephone: `${field.name}.telephone` } : { indicator: 'indicator', telephone: 'telephone' };
  const describedBy = [hint ? `${id}-hint` : '', shownError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={`${id}-phone`} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <label htmlFor={`${id}-dial`} className="sr-only">
          {t('forms.dialCode')}
        </label>
        <select key={field?.key} id={`${id}-dial`} name={names.indicator} defaultValue={typed?.indicator || defaultIndicator} className="min-h-11 shrink-0 rounded-md border border-slate-300 bg-white px-2 text-base">
          {offeredDialCodeCountries.map((country) => (
            <option key={country} value={dialCodeOf(country)}>
              {country} {dialCodeOf(country)}
            </option>
          ))}
        </select>
        <input
          key={field?.key}
          id={`${id}-phone`}
          type="tel"
          name={names.telephone}
          required={required}
          defaultValue={typed?.telephone ?? defaultTelephone}
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="07 01 02 03 04"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base aria-invalid:border-red-500"
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={shownError} />
    </div>
  );
}
