import type { Submission, SubmissionResult } from '@conform-to/dom';
import { parseWithZod } from '@conform-to/zod/v4';
import { isProblemCode, problemFields, problemStatus } from '@store/contracts/problems';
import { type AppLoadContext, data } from 'react-router';
import type { $ZodErrorMap, $ZodType, input, output } from 'zod/v4/core';
import { ApiError } from './api/client.server.ts';
import { markShownByPage } from './app-alerts.server.ts';

/*
 * Forms on Conform (decision 49). A form posts the API body's own field names (nested ones as
 * `phoneNumber.telephone`), is read with the contracts' schema by `readForm`, and is answered
 * with Conform's `reply`: what was typed comes back to refill the form (never passwords), with
 * error codes per field that the page translates as `errors.<code>`. Without JavaScript the
 * same answer is rendered by the server.
 */

/** What a form gets back after a refused submission. */
export type FormReply = SubmissionResult<string[]>;
export type FormSubmission<Schema extends $ZodType> = Submission<input<Schema>, string[], output<Schema>>;

/** A required field left empty (Conform leaves empty fields out) says so, instead of a type error. */
const requiredWhenMissing: $ZodErrorMap = (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'field/required' : undefined);

/** The top-level name of a dotted field name: `phoneNumber.telephone` -> `phoneNumber`. */
const topName = (name: string) => name.split('.')[0] ?? name;

const blank = (value: FormDataEntryValue | null) => typeof value === 'string' && value.trim() === '';

/** A phone number's dial code whose number was left blank (the select always posts one). */
const loneDialCode = (form: FormData, name: string) => name.endsWith('.indicator') && blank(form.get(`${name.slice(0, -'indicator'.length)}telephone`));

/** The form as the schema should see it: a field of only spaces is empty, a lone dial code is no phone number. */
function withoutBlanks(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form) if (!blank(value) && !loneDialCode(form, name)) cleaned.append(name, value);
  return cleaned;
}

/** Puts a value at a dotted path of a nested record. */
function setPath(record: Record<string, unknown>, path: string, value: unknown) {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) {
    record[head] = value;
    return;
  }
  const child = record[head];
  const next: Record<string, unknown> = typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
  record[head] = next;
  setPath(next, rest.join('.'), value);
}

/**
 * Reads a posted form with a schema: empty fields are absent (a required one says
 * `field/required`), dotted names make nested values. The dial code chosen stays in what
 * refills the form even when the number was left blank.
 */
export function readForm<Schema extends $ZodType>(form: FormData, schema: Schema): FormSubmission<Schema> {
  const submission = parseWithZod(withoutBlanks(form), { schema, error: requiredWhenMissing });
  for (const [name, value] of form) if (loneDialCode(form, name)) setPath(submission.payload, name, value);
  postedNames.set(submission, new Set([...form.keys()].map(topName)));
  return submission;
}

/** The top-level names a form posted, blank ones included: the fields it has. */
const postedNames = new WeakMap<object, ReadonlySet<string>>();

interface ReplyOptions<Extra> {
  /** Fields never sent back to the page (passwords, keys). */
  hideFields?: string[];
  /** More for the page beside Conform's reply (which form of the page it answers, a fresh key); never one of the reply's own names. */
  extra?: Extra & { [Name in keyof FormReply]?: never };
  /** Headers of the answer (a throttled sign-in's `Retry-After`). */
  headers?: HeadersInit;
}

/** A form's answer: Conform's reply and the extras, with its status. */
function answer<Extra extends object>(reply: FormReply, status: number, options: ReplyOptions<Extra>) {
  return data<FormReply & Extra>({ ...reply, ...(options.extra ?? ({} as Extra)) }, { status, headers: options.headers });
}

/** The status of a refused form: the one problems.ts declares for the first problem code among its errors, else 400. */
function statusOf(reply: FormReply): number {
  const code = Object.values(reply.error ?? {})
    .flatMap((errors) => errors ?? [])
    .find(isProblemCode);
  return code ? problemStatus(code) : 400;
}

/** The answer to a form its schema refused: each error next to its field. */
export function invalidForm<Extra extends object = object>(submission: FormSubmission<$ZodType>, options: ReplyOptions<Extra> = {}) {
  const reply = submission.reply({ hideFields: options.hideFields });
  return answer(reply, statusOf(reply), options);
}

/** The answer to a form refused for a reason of the page's own: a code next to a field, or above the form. */
export function refuseForm<Extra extends object = object>(submission: FormSubmission<$ZodType>, refusal: { field?: string; code: string; status?: number }, options: ReplyOptions<Extra> = {}) {
  const { field, code } = refusal;
  const reply = submission.reply({ hideFields: options.hideFields, ...(field ? { fieldErrors: { [field]: [code] } } : { formErrors: [code] }) });
  return answer(reply, refusal.status ?? statusOf(reply), options);
}

/**
 * The answer to a form whose API call failed: a 400's field issues next to their fields, a
 * problem code next to the first field problems.ts declares for it that the form has, else
 * above the form; with the API's status. A response thrown by the API client (sign in
 * again) goes on up to React Router; a failure that is not the API's is a generic 500 message.
 */
export function failedForm<Extra extends object = object>(submission: FormSubmission<$ZodType>, error: unknown, options: ReplyOptions<Extra> = {}) {
  // The form says it: no alert repeats it (decision 69).
  markShownByPage(error);
  if (!(error instanceof ApiError)) return refuseForm(submission, failureOf(error), options);
  const posted = postedNames.get(submission) ?? new Set(Object.keys(submission.payload));
  const issues = error.fieldErrors.map((issue) => ({ name: issue.path.replace(/^(body|query|params)\./, ''), message: issue.message }));
  if (issues.length > 0) {
    // An issue about a field the form has goes next to it; any other above the form.
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const issue of issues) {
      if (posted.has(topName(issue.name))) (fieldErrors[issue.name] ??= []).push(issue.message);
      else formErrors.push(issue.message);
    }
    return answer(submission.reply({ hideFields: options.hideFields, fieldErrors, formErrors }), error.status, options);
  }
  const field = problemFields(error.code).find((candidate) => posted.has(topName(candidate)));
  return refuseForm(submission, { field, code: error.code, status: error.status }, options);
}

/**
 * The problem code and status of a failed call, for a page that shows it as `errors.<code>`:
 * the API's own, else `server/internal` (never the raw error text). A response thrown by the
 * API client (sign in again) is the page's answer, not a failure: it goes on up.
 */
export function failureOf(error: unknown): { code: string; status: number } {
  if (error instanceof Response) throw error;
  markShownByPage(error);
  return error instanceof ApiError ? { code: error.code, status: error.status } : { code: 'server/internal', status: 500 };
}

/**
 * After a failed call about the signed-in account (whose 401 the API client leaves to the
 * page, spec §8): a 401 means the session ended, so the page signs out and goes to sign in,
 * remembering itself.
 */
export function signInAgainIfEnded(context: Pick<AppLoadContext, 'signInAgain'>, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) context.signInAgain();
}
