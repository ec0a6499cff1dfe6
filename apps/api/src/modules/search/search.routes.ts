import { productSummarySchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import { z } from 'zod';
import { searchQuerySchema, searchResultSchema, suggestionsQuerySchema, suggestionsSchema } from '@store/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { catalogueIndex } from './catalogue-index/index-sync.ts';
import { searchProducts, sponsoredProducts } from './search.service.ts';
import { suggest } from './suggestions.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue index is built as the server starts, not by the first shopper's search.
  app.addHook('onReady', async () => {
    const started = performance.now();
    catalogueIndex(app.db).then(
      (index) => app.log.info({ products: index.size, ms: Math.round(performance.now() - started) }, 'catalogue index built'),
      (error: unknown) => app.log.error({ err: error }, 'catalogue index not built; the first search retries'),
    );
  });

  app.get(
    '/products/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search products: words (q, repeatable), category, sub-category, location, key, price range, specifications',
        description:
          'Full-text in French and English, accent- and case-insensitive, stem-aware, the last word also a prefix, words and phrases also searched as their synonyms (table `search_synonyms`; `pas cher` sorts by price), specification values included. A search that finds nothing is retried with corrected words (`correctedQuery`), then with words dropped from the end (`relaxedQuery`). Sort `relevance` (default with words), `createdDate,desc|asc`, `price,asc|desc` (by CFA value). `size` snaps to 9, 16 or 24; `page` is 0-based. Facet counts leave out their own filter.',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const result = await searchProducts(app.db, request.query, requestLanguage(request));
      setPagingHeaders(request, reply, result.page, result.size, result.total);
      reply.header('cache-control', 'public, max-age=30').header('vary', 'accept-language');
      return result;
    },
  );

  app.get(
    '/products/sponsored',
    {
      schema: {
        tags: ['search'],
        summary: 'Promoted products of pro shops for the home page (labelled sponsored), taking turns every hour',
        querystring: z.object({ size: z.coerce.number().int().min(1).max(12).default(4) }),
        response: { 200: z.array(productSummarySchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return sponsoredProducts(app.db, request.query.size, requestLanguage(request));
    },
  );

  app.get(
    '/products/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Header popup: up to 10 matching categories and 3 products, from 2 typed characters',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return suggest(app.db, request.query.q, requestLanguage(request));
    },
  );
};
