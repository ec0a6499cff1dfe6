import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';

/*
 * The browser half of forms on Conform (decision 49; the server half is forms.server.ts).
 * The browser checks only what the HTML says (required, maxlength, type=email); the schema
 * stays on the server, so no validation library reaches the phone. Conform keeps what was
 * typed and the errors of the server's last answer, with their ids and aria attributes.
 */

/** A field of a form, whatever its value's type. */
export type FormField = Pick<FieldMetadata<unknown>, 'id' | 'name' | 'key' | 'errorId' | 'errors' | 'allErrors' | 'initialValue' | 'formId'>;

/** Error codes are translated as `errors.<code>`; free text (a library's message) never is. */
const ERROR_CODE = /^(?:[a-z]+(?:-[a-z]+)*\/[a-z]+(?:-[a-z]+)*|nopasswordmatch)$/;

export const errorKey = (code: string) => `errors.${ERROR_CODE.test(code) ? code : 'field/invalid'}`;

/** The translation key of a field's first error, or undefined. */
export function fieldErrorKey(errors: readonly string[] | undefined): string | undefined {
  const first = errors?.[0];
  return first === undefined ? undefined : errorKey(first);
}

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

/** The first error code of a form's answer, whichever field it is on. */
export function firstErrorCode(reply: unknown): string | undefined {
  if (!isFormReply(reply)) return undefined;
  return Object.values(reply.error ?? {}).find((errors) => errors && errors.length > 0)?.[0];
}

/** True for Conform's reply (it always has `initialValue` or `error` when it is one). */
export function isFormReply(value: unknown): value is SubmissionResult<string[]> {
  return typeof value === 'object' && value !== null && ('initialValue' in value || 'error' in value);
}
