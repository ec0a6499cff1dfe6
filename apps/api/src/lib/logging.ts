import type { FastifyRequest } from 'fastify';

/**
 * What the store writes to its log, and what it never writes: the values a failed query was
 * given (names, phone numbers, emails, messages), the row a constraint refused, or one-time keys
 * and contact details in a URL. Operators read logs; people's data stays in the database.
 */

const REDACTED = '[redacted]';

/** Query-string parameters holding personal data or secrets (tracking contact, keys, tokens). */
const secretParameters = /^(contact|email|e164|phone|phonenumber|telephone|key|token|password|payerid|paymentid)$/i;

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  /** The SQL text with its placeholders, never the values. */
  query?: string;
  cause?: LoggedError;
  [property: string]: unknown;
};

/** Drizzle appends `params: <values>` to the message (and so to the stack) of a failed query. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);

/**
 * An error as the log keeps it: type, message, stack, SQLSTATE and query text, then its cause.
 * Everything else an error carries (a failed query's `params`, PostgreSQL's `detail` such as
 * "Key (email)=(awa@example.com) already exists", `where`...) is left out by construction.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const logged: LoggedError = { type: error.name, message: withoutParams(error.message), stack: withoutParams(error.stack ?? '') };
  const { code, query } = error as { code?: unknown; query?: unknown };
  if (typeof code === 'string') logged.code = code;
  if (typeof query === 'string') logged.query = query;
  if (error.cause !== undefined && depth < 5) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** A URL for the log: the path and the parameter names, with secret values replaced. */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(params.keys())) {
    if (secretParameters.test(name)) params.set(name, REDACTED);
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Fastify logger options for every server of the store (the API alone and the one-origin server). */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      err: errorForLog,
      req: (request: FastifyRequest) => ({ method: request.method, url: urlForLog(request.url), host: request.host, remoteAddress: request.ip }),
    },
  };
}
