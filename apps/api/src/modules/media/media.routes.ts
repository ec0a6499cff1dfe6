import { idParamSchema, imageFormats, imageWidths } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageVariant, readableImage, snapWidth } from './media.service.ts';

const maxWidth = imageWidths[imageWidths.length - 1] ?? 800;

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/file/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'A product picture, re-encoded (WebP by default, AVIF on request) at a responsive width',
        description: "A product's or a slide's picture is public by id. A product request's photo needs the `key` the request's views give in its address; without it, 404.",
        params: z.object({ id: idParamSchema }),
        querystring: z.object({
          w: z.coerce.number().int().min(1).max(4000).default(maxWidth),
          format: z.enum(imageFormats).default('webp'),
          key: z.string().max(64).optional(),
        }),
        response: { 200: z.any().describe('image bytes'), 304: z.null().describe('not modified'), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const access = await readableImage(app.db, request.params.id, request.query.key);
      const width = snapWidth(request.query.w);
      const variant = await imageVariant(app.db, app.media, request.params.id, width, request.query.format);
      // Pictures never change under an id: cached for a year, a request's photo outside shared caches.
      reply.header('cache-control', `${access.public ? 'public' : 'private'}, max-age=31536000, immutable`).header('etag', variant.etag);
      if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send(null);
      return reply.type(variant.contentType).send(variant.bytes);
    },
  );
};
