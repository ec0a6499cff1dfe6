import type { SubmissionResult } from '@conform-to/dom';

/*
 * What a form's answer (Conform's reply, lib/forms.server.ts) says, read without Conform's
 * hook: forms that stay plain (the footer's newsletter, add to cart) show its errors too.
 */

/** Error codes are translated as `errors.<code>`; free text (a library's message) never is. */
const ERROR_CODE = /^(?:[a-z]+(?:-[a-z]+)*\/[a-z]+(?:-[a-z]+)*|nopasswordmatch)$/;

export const errorKey = (code: string) => `errors.${ERROR_CODE.test(code) ? code : 'field/invalid'}`;

/** The translation key of a field's first error, or undefined. */
export function fieldErrorKey(errors: readonly string[] | undefined): string | undefined {
  const first = errors?.[0];
  return first === undefined ? undefined : errorKey(first);
}

/** True for Conform's reply (it always has `initialValue` or `error` when it is one). */
export function isFormReply(value: unknown): value is SubmissionResult<string[]> {
  return typeof value === 'object' && value !== null && ('initialValue' in value || 'error' in value);
}

/** The translation key of an answer's first error, the form's own before its fields', or undefined. */
export function replyErrorKey(value: unknown): string | undefined {
  if (!isFormReply(value)) return undefined;
  const errors = value.error ?? {};
  return fieldErrorKey(errors[''] ?? Object.values(errors).flatMap((list) => list ?? []));
}

/** The dial code and number of a phone field as typed before (a reply's `initialValue.phoneNumber`). */
export function typedPhoneNumber(value: unknown): { indicator?: string; telephone?: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const indicator = 'indicator' in value && typeof value.indicator === 'string' ? value.indicator : undefined;
  const telephone = 'telephone' in value && typeof value.telephone === 'string' ? value.telephone : undefined;
  return { indicator, telephone };
}
