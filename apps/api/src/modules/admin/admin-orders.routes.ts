import { adminOrderListItemSchema, adminOrderQuerySchema, adminOrderSchema, cancelOrderBodySchema, markRefundedBodySchema } from '@store/contracts/admin-orders';
import { idParamSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPagingHeaders } from '../../lib/paging.ts';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import { rawId, refuseInvalidInput } from '../audit/refused-input.ts';
import { cancelOrder } from './admin-order-cancel.service.ts';
import { markRefunded } from './admin-order-refund.service.ts';
import { adminOrder, listOrders } from './admin-orders.service.ts';

const security = [{ bearer: [] }];
const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');
const idParams = z.object({ id: idParamSchema });
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const noStore = 'private, no-store';

/** Orders for operators (issue #15 item 7, decision 71): search, read, cancel with a reason, record a refund. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders',
    {
      preHandler: operators,
      schema: {
        tags: ['admin'],
        summary: 'Every order, newest first, by number, buyer (login, name, phone, email), shop, parcel status, payment state and UTC days (X-Total-Count and Link headers)',
        security,
        querystring: adminOrderQuerySchema,
        response: { 200: z.array(adminOrderListItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, size, ...filter } = request.query;
      const { items, total } = await listOrders(app.db, filter, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', noStore);
      return items;
    },
  );

  app.get(
    '/admin/orders/:id',
    { preHandler: operators, schema: { tags: ['admin'], summary: 'One order with its parcels and lines, every payment attempt, its refund state and cancellation', security, params: idParams, response: { 200: adminOrderSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return adminOrder(app.db, request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/cancel',
    {
      preHandler: operators,
      attachValidation: true,
      config: { audit: { entityType: 'order', action: 'order.cancel', idParam: 'id' } },
      schema: {
        tags: ['admin'],
        summary:
          'Cancel a whole order with a reason (3 to 500 characters): unshipped parcels are cancelled and their stock goes back once; a paid order becomes REFUND_DUE; 409 order/already-cancelled, order/parcel-shipped, order/payment-in-progress',
        security,
        params: idParams,
        body: cancelOrderBodySchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseInvalidInput(request, { entityType: 'order', entityId: rawId(request), action: 'order.cancel' });
      reply.header('cache-control', noStore);
      return cancelOrder(app, auditActor(request), request.params.id, request.body.reason);
    },
  );

  app.post(
    '/admin/orders/:id/refunded',
    {
      preHandler: operators,
      attachValidation: true,
      config: { audit: { entityType: 'order', action: 'order.refund', idParam: 'id' } },
      schema: {
        tags: ['admin'],
        summary:
          'Record that the money of a cancelled paid order went back to the buyer (PayPal dashboard, cash), with a reference (3 to 200 characters): REFUND_DUE becomes REFUNDED and the buyer is told; 409 order/not-refund-due',
        security,
        params: idParams,
        body: markRefundedBodySchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseInvalidInput(request, { entityType: 'order', entityId: rawId(request), action: 'order.refund' });
      reply.header('cache-control', noStore);
      return markRefunded(app, auditActor(request), request.params.id, request.body.reference);
    },
  );
};
