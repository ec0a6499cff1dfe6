import { idParamSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import {
  pictureOrderBodySchema,
  productBodySchema,
  productUpdateBodySchema,
  sellerProductListQuerySchema,
  sellerProductRowSchema,
  sellerProductSchema,
  shopStatsQuerySchema,
  shopStatsSchema,
} from '@store/contracts/seller-products';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/audit.service.ts';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { readImageUpload } from '../../lib/uploads.ts';
import { currentUser, requireAuthority } from '../../plugins/auth.ts';
import { currentRates } from '../price/price.routes.ts';
import {
  addProductPicture,
  createProduct,
  deleteProductPicture,
  orderProductPictures,
  ownProduct,
  ownProducts,
  type SellerProductsContext,
  updateProduct,
  withdrawProduct,
} from './seller-products.service.ts';
import { promoteProduct, stopPromotion } from './promotions.service.ts';
import { shopStats } from './shop-stats.service.ts';

/** A seller's own products (spec §7): publish, edit, withdraw, pictures. Sellers only. */
export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const seller = requireAuthority('ROLE_SELLER');
  const noStore = { 'cache-control': 'no-store' };
  const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
  const context = async (request: FastifyRequest): Promise<SellerProductsContext> => ({ db: app.db, media: app.media, rates: await currentRates(app), actor: auditActor(request) });
  // Search and product pages show a change at once: the page cache empties (changesCatalogue).
  const writes = { preHandler: seller, config: { rateLimit: { max: 120, timeWindow: '1 hour' }, changesCatalogue: true } };

  app.get(
    '/products/of-user',
    {
      preHandler: seller,
      schema: { tags: ['seller products'], summary: "The signed-in seller's products, drafts included, newest first (paged), with their figures over the last 30 days", security, querystring: sellerProductListQuerySchema, response: { 200: z.array(sellerProductRowSchema), ...problems } },
    },
    async (request, reply) => {
      const { items, total } = await ownProducts(app.db, currentUser(request).id, request.query, requestLanguage(request));
      setPagingHeaders(request, reply, request.query.page, request.query.size, total);
      reply.headers(noStore);
      return items;
    },
  );

  app.get(
    '/products/of-user/stats',
    {
      preHandler: seller,
      schema: {
        tags: ['seller products'],
        summary: "The signed-in seller's figures per UTC day over the last `days` days (30 by default), oldest first, zero-filled, with their totals",
        security,
        querystring: shopStatsQuerySchema,
        response: { 200: shopStatsSchema, ...problems },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return shopStats(app.db, currentUser(request).id, request.query.days);
    },
  );

  app.get(
    '/products/of-user/by-slug/:slug',
    { preHandler: seller, schema: { tags: ['seller products'], summary: 'One of the seller’s products, as they edit it', security, params: slugParams, response: { 200: sellerProductSchema, ...problems } } },
    async (request, reply) => {
      reply.headers(noStore);
      return ownProduct(app.db, currentUser(request).id, request.params.slug);
    },
  );

  app.post(
    '/products',
    { ...writes, schema: { tags: ['seller products'], summary: 'Publish a product, or keep it as a draft (published: false)', security, body: productBodySchema, response: { 201: sellerProductSchema, ...problems } } },
    async (request, reply) => {
      const product = await createProduct(await context(request), currentUser(request).id, request.body);
      return reply.code(201).headers(noStore).send(product);
    },
  );

  app.put(
    '/products',
    {
      ...writes,
      schema: {
        tags: ['seller products'],
        summary: 'Edit a product named by its slug; quantity is the units on hand (those held in checkouts are kept for them)',
        security,
        body: productUpdateBodySchema,
        response: { 200: sellerProductSchema, ...problems },
      },
    },
    async (request) => updateProduct(await context(request), currentUser(request).id, request.body),
  );

  app.delete(
    '/products/by-slug/:slug',
    { ...writes, schema: { tags: ['seller products'], summary: 'Withdraw a product: shown nowhere, kept for its orders', security, params: slugParams, response: { 204: z.null(), ...problems } } },
    async (request, reply) => {
      await withdrawProduct(await context(request), currentUser(request).id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  const promotion = { ...writes, schema: { tags: ['seller products'], security, params: slugParams, response: { 200: sellerProductSchema, 409: problemSchema, ...problems } } };
  app.post(
    '/products/by-slug/:slug/promotion',
    { ...promotion, schema: { ...promotion.schema, summary: 'Promote a published product (pro plan): sponsored first in matching searches and on the home page' } },
    async (request) => promoteProduct(app.db, auditActor(request), currentUser(request).id, request.params.slug),
  );
  app.delete(
    '/products/by-slug/:slug/promotion',
    { ...promotion, schema: { ...promotion.schema, summary: 'Stop promoting a product' } },
    async (request) => stopPromotion(app.db, auditActor(request), currentUser(request).id, request.params.slug),
  );

  app.post(
    '/products/file/by-slug/:slug',
    {
      ...writes,
      schema: {
        tags: ['seller products'],
        summary: 'Add a picture (multipart `file`: JPEG, PNG/APNG or BMP, at most 8388608 bytes; at most 8 a product)',
        security,
        consumes: ['multipart/form-data'],
        params: slugParams,
        response: { 201: sellerProductSchema, 409: problemSchema, 413: problemSchema, 415: problemSchema, 422: problemSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { bytes } = await readImageUpload(request);
      const product = await addProductPicture(await context(request), currentUser(request).id, request.params.slug, bytes);
      return reply.code(201).headers(noStore).send(product);
    },
  );

  app.delete(
    '/products/file/:id',
    { ...writes, schema: { tags: ['seller products'], summary: 'Remove a picture (a published product keeps at least one)', security, params: z.object({ id: idParamSchema }), response: { 200: sellerProductSchema, ...problems } } },
    async (request) => deleteProductPicture(await context(request), currentUser(request).id, request.params.id),
  );

  app.put(
    '/products/file/order/by-slug/:slug',
    {
      ...writes,
      schema: { tags: ['seller products'], summary: 'Put the pictures in a new order: every picture id once, the cover first', security, params: slugParams, body: pictureOrderBodySchema, response: { 200: sellerProductSchema, ...problems } },
    },
    async (request) => orderProductPictures(await context(request), currentUser(request).id, request.params.slug, request.body.imageIds),
  );
};
