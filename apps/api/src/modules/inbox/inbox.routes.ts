import { markReadBodySchema, notificationsQuerySchema, notificationsResponseSchema } from '@store/contracts/inbox';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { listInbox, markRead, unreadCount } from './inbox.service.ts';

/** The signed-in user's notifications (spec §3, §4: fetched on start when signed in). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const problems = { 400: problemSchema, 401: problemSchema };
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/notifications',
    {
      preHandler: requireUser,
      schema: { tags: ['notifications'], summary: 'The signed-in user’s notifications, newest first, in three lists (paged)', security, querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema, ...problems } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listInbox(app.db, currentUser(request).id, request.query.page, request.query.size, requestLanguage(request));
    },
  );

  app.get(
    '/notifications/unread-count',
    { preHandler: requireUser, schema: { tags: ['notifications'], summary: 'How many notifications are unread (the header’s badge)', security, response: { 200: z.object({ unread: z.number().int() }), ...problems } } },
    async (request, reply) => {
      reply.headers(noStore);
      return { unread: await unreadCount(app.db, currentUser(request).id) };
    },
  );

  app.post(
    '/notifications/read',
    { preHandler: requireUser, schema: { tags: ['notifications'], summary: 'Mark notifications read: these ids, or all', security, body: markReadBodySchema, response: { 204: z.null(), ...problems } } },
    async (request, reply) => {
      await markRead(app.db, currentUser(request).id, request.body.ids);
      return reply.code(204).send(null);
    },
  );
};
