import { type ComponentProps, useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

export const inputClasses = 'mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base aria-invalid:border-red-500';

/**
 * A labelled input with its hint and its error (a translation key) under it, tied together with
 * aria-describedby so a screen reader reads them with the field.
 */
export function TextField({ label, hint, error, className = '', ...input }: ComponentProps<'input'> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        {label}
      </label>
      <input id={`${id}-input`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClasses} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's translated error, or nothing. `error` is a translation key. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { tDynamic } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {tDynamic(error)}
    </p>
  );
}

/** A form-level message: an alert for errors, a status for confirmations. */
export function FormMessage({ tone, children, id }: { tone: 'error' | 'success'; children: React.ReactNode; id?: string }) {
  return (
    <p id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md p-3 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}>
      {children}
    </p>
  );
}
