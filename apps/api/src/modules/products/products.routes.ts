import { idParamSchema, localizedQuerySchema, productDetailsSchema, productListQuerySchema, productSchema, productSummarySchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { getProduct, getProductDetails } from './product-details.service.ts';
import { listProducts } from './products.service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Published products, newest first by default (paged: X-Total-Count and Link headers)',
        querystring: productListQuerySchema,
        response: { 200: z.array(productSummarySchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { page, size, sort, category } = request.query;
      const { items, total } = await listProducts(app.db, { page, size, sort, categorySlug: category }, requestLanguage(request));
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return items;
    },
  );

  const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
  const idParams = z.object({ id: idParamSchema });
  const notFoundResponses = { 400: problemSchema, 404: problemSchema };
  const PRODUCT_CACHE = 'public, max-age=60, stale-while-revalidate=600';

  app.get(
    '/products/by-slug/:slug',
    { schema: { tags: ['products'], summary: 'A published product by slug', params: slugParams, querystring: localizedQuerySchema, response: { 200: productSchema, ...notFoundResponses } } },
    async (request, reply) => {
      reply.header('cache-control', PRODUCT_CACHE).header('vary', 'accept-language');
      return getProduct(app.db, { slug: request.params.slug }, requestLanguage(request));
    },
  );

  app.get(
    '/products/by-id/:id',
    { schema: { tags: ['products'], summary: 'A published product by id', params: idParams, querystring: localizedQuerySchema, response: { 200: productSchema, ...notFoundResponses } } },
    async (request, reply) => {
      reply.header('cache-control', PRODUCT_CACHE).header('vary', 'accept-language');
      return getProduct(app.db, { id: request.params.id }, requestLanguage(request));
    },
  );

  app.get(
    '/products/search/details/by-slug/:slug',
    {
      schema: {
        tags: ['products'],
        summary: 'A product with its seller card and similar products (product page)',
        params: slugParams,
        querystring: localizedQuerySchema,
        response: { 200: productDetailsSchema, ...notFoundResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRODUCT_CACHE).header('vary', 'accept-language');
      return getProductDetails(app.db, { slug: request.params.slug }, requestLanguage(request));
    },
  );

  app.get(
    '/products/search/details/by-id/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'A product with its seller card and similar products, by id',
        params: idParams,
        querystring: localizedQuerySchema,
        response: { 200: productDetailsSchema, ...notFoundResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRODUCT_CACHE).header('vary', 'accept-language');
      return getProductDetails(app.db, { id: request.params.id }, requestLanguage(request));
    },
  );

  app.get(
    '/products/by-account-slug/:slug',
    {
      schema: {
        tags: ['products'],
        summary: "A seller's published products (paged: X-Total-Count and Link headers)",
        params: slugParams,
        querystring: productListQuerySchema,
        response: { 200: z.array(productSummarySchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { page, size, sort, category } = request.query;
      const filter = { page, size, sort, categorySlug: category, accountSlug: request.params.slug };
      const { items, total } = await listProducts(app.db, filter, requestLanguage(request));
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return items;
    },
  );
};
