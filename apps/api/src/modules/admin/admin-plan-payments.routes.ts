import { markRefundedBodySchema } from '@store/contracts/admin-orders';
import { adminPlanPaymentQuerySchema, adminPlanPaymentSchema } from '@store/contracts/admin-plan-payments';
import { idParamSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPagingHeaders } from '../../lib/paging.ts';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import { rawId, refuseInvalidInput } from '../audit/refused-input.ts';
import { adminPlanPayment, listPlanPayments, markPlanPaymentRefunded } from './admin-plan-payments.service.ts';

const security = [{ bearer: [] }];
const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');
const idParams = z.object({ id: idParamSchema });
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const noStore = 'private, no-store';

/** Sellers' plan payments for operators (decision 97): list, read, record a refund made outside the store. */
export const adminPlanPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/plan-payments',
    {
      preHandler: operators,
      schema: {
        tags: ['admin'],
        summary: 'Every plan payment, newest first, optionally of one status (REFUND_DUE: owed back to the seller) (X-Total-Count and Link headers)',
        security,
        querystring: adminPlanPaymentQuerySchema,
        response: { 200: z.array(adminPlanPaymentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listPlanPayments(app.db, request.query);
      setPagingHeaders(request, reply, request.query.page, request.query.size, total);
      reply.header('cache-control', noStore);
      return items;
    },
  );

  app.get(
    '/admin/plan-payments/:id',
    { preHandler: operators, schema: { tags: ['admin'], summary: 'One plan payment with its seller and recorded refund', security, params: idParams, response: { 200: adminPlanPaymentSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return adminPlanPayment(app.db, request.params.id);
    },
  );

  app.post(
    '/admin/plan-payments/:id/refunded',
    {
      preHandler: operators,
      attachValidation: true,
      config: { audit: { entityType: 'subscription', action: 'subscription.refund', idParam: 'id' } },
      schema: {
        tags: ['admin'],
        summary:
          'Record that the money of a plan payment taken at another amount than the price went back to the seller (PayPal dashboard), with a reference (3 to 200 characters): REFUND_DUE becomes REFUNDED and the seller is told; 409 plan/not-refund-due',
        security,
        params: idParams,
        body: markRefundedBodySchema,
        response: { 200: adminPlanPaymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseInvalidInput(request, { entityType: 'subscription', entityId: rawId(request), action: 'subscription.refund' });
      reply.header('cache-control', noStore);
      return markPlanPaymentRefunded(app.db, auditActor(request), request.params.id, request.body.reference);
    },
  );
};
