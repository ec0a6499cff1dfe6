import { dashboardSchema } from '@store/contracts/admin';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuthority } from '../../plugins/auth.ts';
import { currentRates } from '../price/price.routes.ts';
import { dashboard, DASHBOARD_DAYS } from './dashboard.service.ts';

/** The administration overview (issue #15 item 1). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      preHandler: requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER'),
      schema: {
        tags: ['admin'],
        summary: `Counters and the last ${DASHBOARD_DAYS} UTC days (orders, revenue in CFA, new users, new published listings), oldest first (ROLE_ADMIN, ROLE_MANAGER)`,
        security: [{ bearer: [] }],
        response: { 200: dashboardSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard(app.db, await currentRates(app));
    },
  );
};
