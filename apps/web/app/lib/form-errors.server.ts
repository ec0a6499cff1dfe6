import type { z } from 'zod';
import { ApiError } from './api/client.server.ts';

/** Translation keys of a form's errors, by field name (the first part of the path). */
export type FieldErrors = Partial<Record<string, string>>;

/** Messages of our schemas are codes (`password/too-short`, `nopasswordmatch`); anything else is generic. */
const ERROR_CODE = /^(?:[a-z]+(?:-[a-z]+)*\/[a-z]+(?:-[a-z]+)*|nopasswordmatch)$/;

export const errorKey = (code: string) => `errors.${ERROR_CODE.test(code) ? code : 'field/invalid'}`;

function collect(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= errorKey(issue.message);
  }
  return errors;
}

/** The errors of a form checked with a contracts schema, one per field. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  return collect(error.issues);
}

/** The field errors of an API 400 (`body.phoneNumber.telephone` counts for `phoneNumber`). */
export function apiFieldErrors(error: ApiError): FieldErrors {
  return collect(error.fieldErrors.map((issue) => ({ path: issue.path.replace(/^(body|query|params)\./, '').split('.'), message: issue.message })));
}

/**
 * A response thrown by a call (the API client's redirect to sign in again, spec §4) is the
 * page's answer, not a failure to show: it goes on up to React Router.
 */
export function rethrowResponse(error: unknown): void {
  if (error instanceof Response) throw error;
}

/**
 * The translation key for a failed call: the problem code when the page knows it, else a
 * generic message. Never the raw error text.
 */
export function problemKey(error: unknown, known: readonly string[]): string {
  rethrowResponse(error);
  if (error instanceof ApiError && (known.includes(error.code) || error.code === 'request/too-many')) return `errors.${error.code}`;
  return 'errors.server/internal';
}

/** The HTTP status to answer a failed form with. */
export function failureStatus(error: unknown): number {
  rethrowResponse(error);
  return error instanceof ApiError ? error.status : 500;
}
