import { useId } from 'react';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { typedPhoneNumber } from '../lib/form-reply.ts';
import { type FormField, nestedErrorKey } from '../lib/forms.ts';
import { FieldError } from './ui/text-field.tsx';
import { DialCodeOptions } from './dial-code-options.tsx';

/**
 * A phone number as spec §9 has it: a dial code chosen among the offered countries and the
 * national number (leading zeros are stripped by the shared rule of `contracts/phone`).
 * Posts the pair the API takes as `<field>.indicator` and `<field>.telephone`, refilled from
 * what was typed before; a new form starts on Côte d'Ivoire's code.
 */
export function PhoneNumberField({ label, hint, field, required = false }: { label: string; hint?: string; field: FormField; required?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const typed = typedPhoneNumber(field.initialValue);
  const shownError = nestedErrorKey(field);
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
        <select key={field.key} id={`${id}-dial`} name={`${field.name}.indicator`} defaultValue={typed?.indicator || '+225'} className="min-h-11 shrink-0 rounded-md border border-slate-300 bg-white px-2 text-base">
          <DialCodeOptions />
        </select>
        {/* No width of its own (`w-0`, grown by `flex-1`): its default width beside the long dial codes made forms wider than a 360 px phone. */}
        <input
          key={field.key}
          id={`${id}-phone`}
          type="tel"
          name={`${field.name}.telephone`}
          required={required}
          defaultValue={typed?.telephone ?? ''}
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="07 01 02 03 04"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-11 w-0 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base aria-invalid:border-red-500"
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
