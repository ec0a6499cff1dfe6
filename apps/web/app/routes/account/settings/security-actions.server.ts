import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../../lib/api/client.server.ts';
import { apiFieldErrors, type FieldErrors, failureStatus, problemKey } from '../../../lib/form-errors.server.ts';

/** The answer of a security form: done (with what to say), or the errors to show. */
export type SecurityFailure = { ok: false; fieldErrors: FieldErrors; formError?: string };
export type SecurityResult<Done extends object = object> = ({ ok: true; at: number } & Done) | SecurityFailure;

export const invalid = (fieldErrors: FieldErrors, formError?: string, status = 400) => data<SecurityFailure>({ ok: false, fieldErrors, formError }, { status });

/**
 * A failed security call: a 401 means the session ended (spec §8: remember the page, sign in
 * again); a code bound to a field is shown there; anything else above the form.
 */
export function failed(context: AppLoadContext, error: unknown, fieldOf: Record<string, string>, known: readonly string[] = []) {
  if (error instanceof ApiError && error.status === 401) return context.signInAgain();
  const field = error instanceof ApiError ? fieldOf[error.code] : undefined;
  if (field && error instanceof ApiError) return invalid({ [field]: `errors.${error.code}` }, undefined, error.status);
  if (error instanceof ApiError && error.code === 'request/invalid' && error.fieldErrors.length > 0) return invalid(apiFieldErrors(error));
  return invalid({}, problemKey(error, known), failureStatus(error));
}
