import type { ComponentProps, ReactNode } from 'react';
import { fieldErrorKey } from '../../lib/form-reply.ts';
import type { FormField } from '../../lib/forms.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

export const inputClasses = 'mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base aria-invalid:border-red-500';

/**
 * A labelled input of a form on Conform (lib/forms.ts) with its hint and its error under it,
 * tied together with aria-describedby so a screen reader reads them with the field. The name,
 * the value typed before and the error come from the form's `field`.
 */
export function TextField({ label, hint, field, className = '', ...input }: ComponentProps<'input'> & { label: string; hint?: string; field: FormField }) {
  const { error, control } = controlProps(field, hint);
  return (
    <FieldFrame label={label} hint={hint} field={field} error={error} className={className}>
      <input key={field.key} {...control} defaultValue={initialText(field)} className={inputClasses} {...input} />
    </FieldFrame>
  );
}

/** What a field of a form on Conform gives its control (besides its key and value): id, name, error. */
function controlProps(field: FormField, hint: string | undefined) {
  const error = fieldErrorKey(field.errors);
  const describedBy = [hint ? `${field.id}-hint` : '', error ? field.errorId : ''].filter(Boolean).join(' ') || undefined;
  return { error, control: { id: field.id, name: field.name, form: field.formId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } };
}

/** The label above one control of a form on Conform, its hint and its error below. */
function FieldFrame({ label, hint, field, error, className, children }: { label: string; hint: string | undefined; field: FormField; error: string | undefined; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}

/** A labelled textarea of a form on Conform, with its hint and its error, like `TextField`. */
export function TextAreaField({ label, hint, field, className = '', ...textarea }: ComponentProps<'textarea'> & { label: string; hint?: string; field: FormField }) {
  const { error, control } = controlProps(field, hint);
  return (
    <FieldFrame label={label} hint={hint} field={field} error={error} className={className}>
      <textarea key={field.key} {...control} defaultValue={initialText(field)} className={`${inputClasses} py-2`} {...textarea} />
    </FieldFrame>
  );
}

/** A labelled select of a form on Conform, with its error; its options are the children. */
export function SelectField({ label, field, className = '', children, ...select }: ComponentProps<'select'> & { label: string; field: FormField }) {
  const { error, control } = controlProps(field, undefined);
  return (
    <FieldFrame label={label} hint={undefined} field={field} error={error} className={className}>
      <select key={field.key} {...control} defaultValue={initialText(field) ?? ''} className={inputClasses} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** The text a field showed when the form was last sent, or undefined. */
export function initialText(field: Pick<FormField, 'initialValue'>): string | undefined {
  return typeof field.initialValue === 'string' ? field.initialValue : undefined;
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

/**
 * A form's own error, above its fields, translated; nothing when there is none. `error` is a
 * translation key; `children` follow the message (a link to go on from there).
 */
export function FormError({ id, error, className, children }: { id?: string; error: string | undefined; className?: string; children?: React.ReactNode }) {
  const { tDynamic } = useTranslation();
  if (!error) return null;
  const message = (
    <FormMessage tone="error" id={id}>
      {tDynamic(error)}
      {children}
    </FormMessage>
  );
  return className ? <div className={className}>{message}</div> : message;
}

const toneClasses = { error: 'bg-red-50 text-red-800', success: 'bg-green-50 text-green-800', info: 'bg-slate-100 text-slate-800' } as const;

/** A form-level message: an alert for errors, a status for confirmations and news. */
export function FormMessage({ tone, children, id }: { tone: keyof typeof toneClasses; children: React.ReactNode; id?: string }) {
  return (
    <p id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md p-3 text-sm ${toneClasses[tone]}`}>
      {children}
    </p>
  );
}
