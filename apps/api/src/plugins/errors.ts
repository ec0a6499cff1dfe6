import type { Problem } from '@store/contracts/problem';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDataException } from '../lib/db-errors.ts';
import { HttpProblem } from '../lib/http-problem.ts';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const codeForStatus: Record<number, string> = {
  400: 'request/invalid',
  401: 'auth/unauthorized',
  403: 'auth/forbidden',
  404: 'route/not-found',
  413: 'request/payload-too-large',
  415: 'request/invalid',
  429: 'request/too-many',
  503: 'server/unavailable',
};

export function sendProblem(reply: FastifyReply, problem: Omit<Problem, 'type' | 'title'> & { title?: string }) {
  const body: Problem = {
    type: 'about:blank',
    title: problem.title ?? titles[problem.status] ?? 'Error',
    ...problem,
    instance: problem.instance ?? reply.request.url.split('?')[0],
  };
  return reply.code(problem.status).type('application/problem+json').send(body);
}

/**
 * One error handler for the whole API: bad input is a 400 with field errors, known
 * failures keep their status and code, anything else is a 500 whose detail stays in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(reply, { status: error.status, code: error.code, detail: error.detail, ...(error.errors ? { errors: [...error.errors] } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.'),
        message: issue.message ?? 'invalid',
      }));
      return sendProblem(reply, { status: 400, code: 'request/invalid', detail: 'The request does not match the expected format.', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendProblem(reply, { status: 500, code: 'server/internal' });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value the schemas let through');
      return sendProblem(reply, { status: 400, code: 'request/invalid', detail: 'A value of the request is out of range or malformed.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, { status, code: codeForStatus[status] ?? 'request/invalid', detail: titles[status] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, { status: status >= 500 && status < 600 ? status : 500, code: 'server/internal' });
  });
}

const apiPrefixes = ['/store/api/', '/content/api/', '/vision/api/'];

/**
 * Fastify's `frameworkErrors` server option: errors met before any route, where no error
 * handler runs. A URL that cannot be decoded (`%ED%A0%80`, a lone surrogate) is a 400 problem
 * for the API; a page address that cannot name a page is the /404 page, like any unknown path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'framework error');
    return sendProblem(reply, { status, code: 'server/internal' });
  }
  if (!apiPrefixes.some((prefix) => request.url.startsWith(prefix))) return reply.redirect('/404');
  return sendProblem(reply, { status, code: 'request/invalid', detail: 'The address is not a valid URL (bad percent-encoding).' });
}

/** An unknown API path is a JSON 404, never the HTML page. */
export function registerApiNotFound(app: FastifyInstance) {
  app.all('/*', { schema: { hide: true } }, async (request, reply) =>
    sendProblem(reply, { status: 404, code: 'route/not-found', detail: `No API route ${request.method} ${request.url.split('?')[0]}` }),
  );
}

/** The body @fastify/rate-limit throws: a 429 problem the error handler sends as it is. */
export function rateLimitProblem(retryAfter: string) {
  return new HttpProblem('request/too-many', `Too many attempts. Try again in ${retryAfter}.`);
}
