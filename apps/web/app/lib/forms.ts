import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { fieldErrorKey, isFormReply } from './form-reply.ts';

/*
 * The browser half of forms on Conform (decision 49; the server half is forms.server.ts).
 * The browser checks only what the HTML says (required, maxlength, type=email); the schema
 * stays on the server, so no validation library reaches the phone. Conform keeps what was
 * typed and the errors of the server's last answer, with their ids and aria attributes.
 */

/** A field of a form, whatever its value's type. */
export type FormField = Pick<FieldMetadata<unknown>, 'id' | 'name' | 'key' | 'errorId' | 'errors' | 'allErrors' | 'initialValue' | 'formId'>;

/** The first error of a field or of any field under it (`phoneNumber.telephone` counts for `phoneNumber`). */
export function nestedErrorKey(field: Pick<FormField, 'allErrors'>): string | undefined {
  return fieldErrorKey(Object.values(field.allErrors).flat());
}

/**
 * A form checked by the server. `lastResult` is the action's answer (Conform's reply) or
 * anything else the action returned on success. The form keeps the browser's own constraint
 * checks, with and without JavaScript.
 */
export function useServerForm<Schema extends Record<string, unknown>>(lastResult: unknown, options: { id?: string; defaultValue?: Partial<Record<keyof Schema, unknown>> } = {}) {
  const reply = isFormReply(lastResult) ? lastResult : undefined;
  const [form, fields] = useForm<Schema>({ id: options.id, lastResult: reply, defaultValue: options.defaultValue as never });
  const formProps = { ...getFormProps(form), noValidate: false };
  const formErrorKey = fieldErrorKey(form.errors);
  const hasErrors = formErrorKey !== undefined || Object.keys(form.allErrors).length > 0;
  return { form, fields, formProps, formErrorKey, hasErrors };
}
