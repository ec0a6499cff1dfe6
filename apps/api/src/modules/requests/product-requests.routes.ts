import { problemSchema } from '@store/contracts/problem';
import {
  acceptAnswerBodySchema,
  createdProductRequestSchema,
  ownProductRequestSchema,
  productRequestBodySchema,
  requestAnswerBodySchema,
  requestKeyQuerySchema,
  requestSlugParamsSchema,
  sellerProductRequestSchema,
  sellerRequestListQuerySchema,
} from '@store/contracts/product-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { readImageUpload } from '../../lib/uploads.ts';
import { currentUser, requireAuthority, requireUser } from '../../plugins/auth.ts';
import { currentRates } from '../price/price.routes.ts';
import { acceptAnswer, closeRequest, createRequest, ownRequest, ownRequests, type Requester, type RequestsContext, setRequestPicture } from './product-requests.service.ts';
import { answeredRequests, answerRequest, openRequestsFor } from './request-answers.service.ts';
import { auditActor } from '../audit/audit.service.ts';

/**
 * Product requests (issue #12 item 3): anyone posts what they want; sellers of its category and
 * city answer; the requester (their account, or a guest's `?key=` from the link they were sent)
 * compares the answers, accepts one or withdraws the request.
 */
export const productRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['product requests'];
  // Signed in, or a guest (with ?key= where the request is theirs).
  const security: Record<string, string[]>[] = [{ bearer: [] }, {}];
  const sellerSecurity = [{ bearer: [] }];
  const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const closedProblems = { 409: problemSchema, 410: problemSchema };
  const seller = requireAuthority('ROLE_SELLER');
  const noStore = { 'cache-control': 'no-store' };
  const context = async (): Promise<RequestsContext> => ({ db: app.db, media: app.media, rates: await currentRates(app), notifier: app.notifier, secret: app.config.jwtSecret });
  const requester = (request: { user: { id: number } | null; query: { key?: string } }): Requester => ({ accountId: request.user?.id ?? null, key: request.query.key });
  const writes = { config: { rateLimit: { max: 60, timeWindow: '1 hour' } } };
  const ownerWrite = { params: requestSlugParamsSchema, querystring: requestKeyQuerySchema, security, tags };

  app.post(
    '/product-requests',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Post a product request, signed in or as a guest (fullname and phoneNumber required); a guest gets its manage key once, and by SMS',
        security,
        body: productRequestBodySchema,
        response: { 201: createdProductRequestSchema, ...problems },
      },
    },
    async (request, reply) => {
      const created = await createRequest(await context(), request.user?.id ?? null, request.body, requestLanguage(request));
      return reply.code(201).headers(noStore).send(created);
    },
  );

  app.get(
    '/product-requests/mine',
    { preHandler: requireUser, schema: { tags, summary: "The signed-in requester's requests with their answers, newest first", security: sellerSecurity, response: { 200: z.array(ownProductRequestSchema), ...problems } } },
    async (request, reply) => {
      reply.headers(noStore);
      return ownRequests(app.db, currentUser(request).id, requestLanguage(request));
    },
  );

  const sellerLists = [
    {
      path: '/product-requests/open',
      summary: 'Sellers: open requests in the categories they publish in and the cities they sell in or their shop is in (paged); never the requester’s contact',
      list: openRequestsFor,
    },
    {
      path: '/product-requests/answered',
      summary: 'Sellers: the requests they answered, newest answer first (paged), with the requester’s contact on those whose accepted answer is theirs',
      list: answeredRequests,
    },
  ];
  for (const { path, summary, list } of sellerLists) {
    app.get(
      path,
      { preHandler: seller, schema: { tags, summary, security: sellerSecurity, querystring: sellerRequestListQuerySchema, response: { 200: z.array(sellerProductRequestSchema), ...problems } } },
      async (request, reply) => {
        const { page, size } = request.query;
        const { items, total } = await list(app.db, currentUser(request).id, { page, size }, requestLanguage(request));
        setPagingHeaders(request, reply, page, size, total);
        return reply.headers(noStore).send(items);
      },
    );
  }

  app.get(
    '/product-requests/by-slug/:slug',
    { schema: { ...ownerWrite, summary: 'The requester’s view of a request, its answers side by side (the owner, or ?key= for a guest)', response: { 200: ownProductRequestSchema, ...problems } } },
    async (request, reply) => {
      reply.headers(noStore);
      return ownRequest(app.db, request.params.slug, requester(request), requestLanguage(request));
    },
  );

  app.post(
    '/product-requests/by-slug/:slug/picture',
    {
      ...writes,
      schema: {
        ...ownerWrite,
        summary: 'The photo of what is wanted (multipart `file`: JPEG, PNG/APNG or BMP, at most 8388608 bytes); a new one replaces it',
        consumes: ['multipart/form-data'],
        response: { 200: ownProductRequestSchema, 413: problemSchema, 415: problemSchema, 422: problemSchema, ...closedProblems, ...problems },
      },
    },
    async (request, reply) => {
      const { bytes } = await readImageUpload(request);
      reply.headers(noStore);
      return setRequestPicture(await context(), request.params.slug, requester(request), bytes, requestLanguage(request));
    },
  );

  app.post(
    '/product-requests/by-slug/:slug/answers',
    {
      preHandler: seller,
      config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Sellers: answer an open request with one of their published products or a message and a price; one answer per seller, posting again updates it',
        security: sellerSecurity,
        params: requestSlugParamsSchema,
        body: requestAnswerBodySchema,
        response: { 200: sellerProductRequestSchema, ...closedProblems, ...problems },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return answerRequest(await context(), auditActor(request), currentUser(request).id, request.params.slug, request.body, requestLanguage(request));
    },
  );

  app.post(
    '/product-requests/by-slug/:slug/accept',
    {
      ...writes,
      schema: { ...ownerWrite, summary: 'Accept one answer: the request closes (ACCEPTED) and that seller sees the requester’s contact', body: acceptAnswerBodySchema, response: { 200: ownProductRequestSchema, ...closedProblems, ...problems } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return acceptAnswer(app.db, request.params.slug, requester(request), request.body.answerId, requestLanguage(request));
    },
  );

  app.post(
    '/product-requests/by-slug/:slug/close',
    { ...writes, schema: { ...ownerWrite, summary: 'Withdraw a request: no more answers', response: { 200: ownProductRequestSchema, ...closedProblems, ...problems } } },
    async (request, reply) => {
      reply.headers(noStore);
      return closeRequest(app.db, request.params.slug, requester(request), requestLanguage(request));
    },
  );
};
