import { loggedUserSchema, loginBodySchema, loginResponseSchema } from '@store/contracts/account';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { authenticate, loggedUser } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['authentication'],
        summary: 'Sign in with a login, email or phone number; returns a bearer token (30 days with rememberMe, else 1 day)',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { id_token: await authenticate(app.db, app.tokenKey, request.body) };
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
