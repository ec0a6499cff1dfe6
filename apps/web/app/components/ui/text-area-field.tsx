import type { ReactNode } from 'react';
import { fieldErrorKey, type FormField } from '../../lib/forms.ts';
import { FieldError, initialText, inputClasses } from './text-field.tsx';

/** A labelled text area of a form on Conform, with its hint and its error tied to it. */
export function TextAreaField({ label, hint, field, rows = 3, maxLength, className = '' }: { label: ReactNode; hint?: string; field: FormField; rows?: number; maxLength: number; className?: string }) {
  const error = fieldErrorKey(field.errors);
  const describedBy = [hint ? `${field.id}-hint` : '', error ? field.errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        key={field.key}
        id={field.id}
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={initialText(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClasses} py-2`}
      />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
