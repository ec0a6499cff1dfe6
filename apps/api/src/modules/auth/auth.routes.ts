import { loggedUserSchema, loginBodySchema, loginResponseSchema } from '@store/contracts/account';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { auditActor, recordAudit } from '../audit/audit.service.ts';
import { authenticate, loggedUser } from './auth.service.ts';
import { SignInLocked } from './sign-in-throttle.ts';
import { endSession } from './sessions.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['authentication'],
        summary: 'Sign in with a login, email or phone number; returns a bearer token (30 days with rememberMe, else 1 day). After 5 failures in a row an identifier is locked (429 auth/too-many-attempts with Retry-After), 1 minute doubling to 1 hour',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const token = await authenticate(app.db, app.tokenKey, request.body, (subject, failure) =>
          recordAudit(app.db, auditActor(request, subject), {
            entityType: 'session',
            entityId: subject.accountId,
            action: 'sign-in',
            outcome: failure ? 'FAILED' : 'SUCCESS',
            after: failure ? { code: failure } : { rememberMe: request.body.rememberMe ?? false },
          }),
        );
        return { id_token: token };
      } catch (error) {
        if (error instanceof SignInLocked) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.get(
    '/authenticate',
    {
      preHandler: requireUser,
      schema: { tags: ['authentication'], summary: 'The login of the bearer', security: [{ bearer: [] }], response: { 200: z.object({ login: z.string() }), 401: problemSchema } },
    },
    async (request) => ({ login: currentUser(request).login }),
  );

  app.post(
    '/logout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['authentication'],
        summary: 'End the session of the bearer token on the server: the token answers 401 from now on',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: problemSchema },
      },
    },
    async (request, reply) => {
      await endSession(app.db, currentUser(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account',
    {
      preHandler: requireUser,
      schema: { tags: ['account'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: loggedUserSchema, 401: problemSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loggedUser(app.db, currentUser(request).id);
    },
  );
};
