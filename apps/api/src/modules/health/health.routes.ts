import { problemSchema } from '@store/contracts/problem';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/http-problem.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: problemSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'database unreachable');
        throw new HttpProblem('server/unavailable', 'The database does not answer.');
      }
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );
};
