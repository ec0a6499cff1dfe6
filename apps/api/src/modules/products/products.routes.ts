import { localizedQuerySchema, productSummarySchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { listProducts } from './products.service.ts';

export const productListQuerySchema = localizedQuerySchema.extend({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(48).default(24),
  sort: z.enum(['createdDate,desc', 'createdDate,asc', 'price,asc', 'price,desc']).default('createdDate,desc'),
  category: z.string().trim().min(1).max(80).optional(),
});

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
};
