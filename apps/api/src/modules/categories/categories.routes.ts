import { categorySchema, idParamSchema, localizedQuerySchema, specificationSchema, subCategorySchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { listCategories, listSpecifications, listSubCategories } from './categories.service.ts';

/** The catalogue tree changes rarely: let browsers and CDNs keep it for five minutes. */
const CATALOGUE_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The 12 top categories with their sub-entries',
        querystring: localizedQuerySchema,
        response: { 200: z.array(categorySchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE).header('vary', 'accept-language');
      return listCategories(app.db, requestLanguage(request));
    },
  );

  app.get(
    '/sub-categories/by-category-id/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Sub-categories of a category',
        params: z.object({ id: idParamSchema }),
        querystring: localizedQuerySchema,
        response: { 200: z.array(subCategorySchema), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE).header('vary', 'accept-language');
      return listSubCategories(app.db, request.params.id, requestLanguage(request));
    },
  );

  app.get(
    '/specifications/by-sub-category-id/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Specifications (RAM, storage...) of a sub-category',
        params: z.object({ id: idParamSchema }),
        querystring: localizedQuerySchema,
        response: { 200: z.array(specificationSchema), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE).header('vary', 'accept-language');
      return listSpecifications(app.db, request.params.id, requestLanguage(request));
    },
  );
};
