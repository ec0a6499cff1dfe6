import { adminProductDetailSchema, adminProductQuerySchema, adminProductSchema, moderationBodySchema, moderationSettingsSchema } from '@store/contracts/admin-products';
import { idParamSchema } from '@store/contracts/catalog';
import { moderationActions } from '@store/contracts/moderation-rules';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import { listingReviewMode, setListingReviewMode } from './moderation-settings.ts';
import { adminProductDetail, listAdminProducts, moderateProduct, moderationAuditAction } from './products-moderation.service.ts';

const security = [{ bearer: [] }];
const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');
const idParams = z.object({ id: idParamSchema });
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const noStore = { 'cache-control': 'private, no-store' };

const summaries = {
  unpublish: 'Unpublish a listing: it leaves the storefront, search and carts at once; the seller reads the reason, and their next save sends it to review',
  'request-changes': 'Send a listing back for changes: it leaves the storefront until the seller edits it (then live again, or waiting for review as the trust setting says)',
  republish: 'Republish a listing held by an operator, or approve one waiting for review: it is on the storefront again when its seller publishes it',
} as const;

/**
 * Products moderation (issue #15 item 3, decision 73) for administrators and managers, and the
 * trust setting (decision 74: read by both, changed by administrators only).
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/products',
    {
      preHandler: operators,
      schema: {
        tags: ['admin'],
        summary: 'Every listing (drafts and withdrawn ones too), newest first, filtered by text, shop, category, moderation state, status and creation days (ROLE_ADMIN, ROLE_MANAGER; X-Total-Count and Link headers)',
        security,
        querystring: adminProductQuerySchema,
        response: { 200: z.array(adminProductSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, size, ...filter } = request.query;
      const { items, total } = await listAdminProducts(app.db, filter, page, size, requestLanguage(request));
      setPagingHeaders(request, reply, page, size, total);
      reply.headers(noStore);
      return items;
    },
  );

  app.get(
    '/admin/products/:id',
    { preHandler: operators, schema: { tags: ['admin'], summary: 'One listing as operators see it, whatever its state', security, params: idParams, response: { 200: adminProductDetailSchema, ...errors } } },
    async (request, reply) => {
      reply.headers(noStore);
      return adminProductDetail(app.db, request.params.id, requestLanguage(request));
    },
  );

  for (const action of moderationActions) {
    app.post(
      `/admin/products/:id/${action}`,
      {
        preHandler: operators,
        // The storefront's cached pages show the change at once.
        config: { audit: { entityType: 'product', action: moderationAuditAction(action), idParam: 'id' }, changesCatalogue: true },
        schema: { tags: ['admin'], summary: summaries[action], security, params: idParams, body: moderationBodySchema, response: { 200: adminProductDetailSchema, ...errors } },
      },
      async (request) => {
        await moderateProduct(app.db, auditActor(request), request.params.id, action, request.body.reason);
        return adminProductDetail(app.db, request.params.id, requestLanguage(request));
      },
    );
  }

  app.get(
    '/admin/moderation/settings',
    { preHandler: operators, schema: { tags: ['admin'], summary: 'The trust setting: whether new listings go live at once (off), wait when the seller is not verified (unverified), or all wait (all)', security, response: { 200: moderationSettingsSchema, ...errors } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return { listingReview: await listingReviewMode(app.db) };
    },
  );

  app.put(
    '/admin/moderation/settings',
    {
      preHandler: requireAuthority('ROLE_ADMIN'),
      config: { audit: { entityType: 'setting', action: 'setting.listing-review' } },
      schema: { tags: ['admin'], summary: 'Change the trust setting (ROLE_ADMIN only)', security, body: moderationSettingsSchema, response: { 200: moderationSettingsSchema, ...errors } },
    },
    async (request) => ({ listingReview: await setListingReviewMode(app.db, auditActor(request), request.body.listingReview) }),
  );
};
