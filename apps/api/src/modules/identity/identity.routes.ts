import { idParamSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import { identityFieldsSchema, identityReviewBodySchema, identityReviewItemSchema, identityReviewQuerySchema, identityVerificationSchema } from '@store/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPagingHeaders } from '../../lib/paging.ts';
import { readImageUpload } from '../../lib/uploads.ts';
import { currentUser, requireAuthority, requireUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/errors.ts';
import { getReviewItem, latestIdentityVerification, listForReview, ownDocument, reviewDocument, reviewIdentity, submitIdentity } from './identity.service.ts';
import { auditActor } from '../audit/audit.service.ts';

const security = [{ bearer: [] }];
const reviewers = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');
/** Identity documents are never cached anywhere but in the reader's screen. */
const PRIVATE = 'private, no-store';

/** Seller identity verification: the seller's side under `account/verify/identity`, the reviewers' under `admin/`. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/verify/identity/finish',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['account'],
        summary: 'A seller sends an identity document for review (multipart: `file` picture, `documentType`, `documentNumber`)',
        security,
        consumes: ['multipart/form-data'],
        response: {
          201: identityVerificationSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          409: problemSchema,
          413: problemSchema,
          415: problemSchema,
          422: problemSchema,
          429: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { bytes, fields } = await readImageUpload(request);
      const parsed = identityFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return sendProblem(reply, { status: 400, code: 'request/invalid', detail: 'Give the document type and number.', errors });
      }
      const verification = await submitIdentity(app.db, app.media, currentUser(request).id, bytes, parsed.data);
      return reply.code(201).send(verification);
    },
  );

  app.get(
    '/account/verify/identity',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: "The seller's newest identity verification request, or null",
        security,
        response: { 200: identityVerificationSchema.nullable(), 401: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return latestIdentityVerification(app.db, currentUser(request).id);
    },
  );

  app.get(
    '/account/verify/identity/document',
    {
      preHandler: requireUser,
      schema: { tags: ['account'], summary: 'The document of the seller’s own newest request (never anyone else’s)', security, response: { 200: z.any(), 401: problemSchema, 404: problemSchema } },
    },
    async (request, reply) => {
      const document = await ownDocument(app.db, app.media, currentUser(request).id);
      return reply.header('cache-control', PRIVATE).type(document.contentType).send(document.bytes);
    },
  );

  app.get(
    '/admin/identity-verifications',
    {
      preHandler: reviewers,
      schema: {
        tags: ['admin'],
        summary: 'Identity verification requests in one status (PENDING by default); X-Total-Count and Link headers',
        security,
        querystring: identityReviewQuerySchema,
        response: { 200: z.array(identityReviewItemSchema), 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      const { status, page, size } = request.query;
      const { items, total } = await listForReview(app.db, status, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', PRIVATE);
      return items;
    },
  );

  app.get(
    '/admin/identity-verifications/:id',
    {
      preHandler: reviewers,
      schema: {
        tags: ['admin'],
        summary: 'One identity verification request',
        security,
        params: z.object({ id: idParamSchema }),
        response: { 200: identityReviewItemSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return getReviewItem(app.db, request.params.id);
    },
  );

  app.get(
    '/admin/identity-verifications/:id/document',
    {
      preHandler: reviewers,
      schema: {
        tags: ['admin'],
        summary: 'The identity document picture of a request',
        security,
        params: z.object({ id: idParamSchema }),
        response: { 200: z.any(), 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const document = await reviewDocument(app.db, app.media, request.params.id);
      return reply.header('cache-control', PRIVATE).type(document.contentType).send(document.bytes);
    },
  );

  app.post(
    '/admin/identity-verifications/:id/review',
    {
      preHandler: reviewers,
      // An approved seller's pages show the verified badge, and listings held for trust go live.
      config: { changesCatalogue: true },
      schema: {
        tags: ['admin'],
        summary: 'Approve (the seller gets the verified badge; under the `unverified` trust mode, their listings waiting only for that go live) or reject with a reason',
        security,
        params: z.object({ id: idParamSchema }),
        body: identityReviewBodySchema,
        response: { 200: identityReviewItemSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => reviewIdentity(app.db, request.params.id, { ...auditActor(request), accountId: currentUser(request).id }, request.body),
  );
};
