import { auditEntrySchema, auditQuerySchema, pagingQuerySchema } from '@store/contracts/admin';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPagingHeaders } from '../../lib/paging.ts';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditCsv } from './audit-csv.ts';
import { exportAudit, listAudit } from './audit-log.repo.ts';

/** The most rows one CSV export holds (newest first); narrow the filters for older ones. */
export const AUDIT_CSV_MAX_ROWS = 20_000;

const security = [{ bearer: [] }];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const auditors = requireAuthority('ROLE_ADMIN');
const filterSchema = auditQuerySchema;

/**
 * The audit log (decision 64), for administrators only: managers' own actions are in it, and
 * so are every sign-in's address. A global log filtered by actor, entity, action, outcome and
 * UTC days, paged like the outbox; the same filters as CSV; and one entity's timeline.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      preHandler: auditors,
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, filtered (ROLE_ADMIN; paged: X-Total-Count and Link headers)',
        security,
        querystring: filterSchema,
        response: { 200: z.array(auditEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, size, ...filter } = request.query;
      const { items, total } = await listAudit(app.db, filter, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', 'private, no-store');
      return items;
    },
  );

  app.get(
    '/admin/audit/export.csv',
    {
      preHandler: auditors,
      schema: {
        tags: ['admin'],
        summary: `The audit log as CSV with the filters of GET admin/audit (page and size ignored), newest first, at most ${AUDIT_CSV_MAX_ROWS} rows (ROLE_ADMIN)`,
        security,
        querystring: filterSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { page: _page, size: _size, ...filter } = request.query;
      const entries = await exportAudit(app.db, filter, AUDIT_CSV_MAX_ROWS);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(auditCsv(entries));
    },
  );

  app.get(
    '/admin/audit/entities/:entityType/:entityId',
    {
      preHandler: auditors,
      schema: {
        tags: ['admin'],
        summary: "One entity's timeline (e.g. account/12, contact/3, product/40), newest first (ROLE_ADMIN; paged)",
        security,
        params: z.object({ entityType: z.string().trim().min(1).max(40), entityId: z.string().trim().min(1).max(100) }),
        querystring: pagingQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const { items, total } = await listAudit(app.db, request.params, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', 'private, no-store');
      return items;
    },
  );
};
