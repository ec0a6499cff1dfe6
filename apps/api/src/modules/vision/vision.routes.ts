import { problemSchema } from '@store/contracts/problem';
import { similarQuerySchema, visualMatchSchema, visualSearchFieldsSchema } from '@store/contracts/vision-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidFields } from '../../lib/http-problem.ts';
import { requestLanguage } from '../../lib/language.ts';
import { openPicture, readImageUpload, readPicture } from '../../lib/uploads.ts';
import { pictureFeatures } from './features.ts';
import { describedPictures, searchByPhoto, similarProducts } from './vision.service.ts';

const problems = { 400: problemSchema, 404: problemSchema, 413: problemSchema, 415: problemSchema, 422: problemSchema, 429: problemSchema };

/** Search by photo (spec §7 `POST vision/api/v1/search`, issue #16; decision 78). */
export const visionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search',
    {
      // A photo costs a core about a tenth of a second: a client may not keep one busy.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['vision'],
        summary:
          'Products whose pictures look like a photo (multipart `file`: JPEG, PNG/APNG or BMP, at most 8388608 bytes; fields `category`, `size`, `lang`). The photo is not kept.',
        consumes: ['multipart/form-data'],
        response: { 200: z.array(visualMatchSchema), ...problems },
      },
    },
    async (request, reply) => {
      const { bytes, fields } = await readImageUpload(request);
      const parsed = visualSearchFieldsSchema.safeParse(fields);
      if (!parsed.success) throw invalidFields(parsed.error.issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), message: issue.message })));
      const { category, size, lang } = parsed.data;
      const photo = await readPicture(await openPicture(bytes), pictureFeatures);
      const matches = await searchByPhoto(app.db, photo, { category, size, language: lang ?? requestLanguage(request) });
      return reply.header('cache-control', 'no-store').send(matches);
    },
  );

  app.get(
    '/status',
    {
      schema: {
        tags: ['vision'],
        summary: 'How many product pictures are described for search by photo, and how many wait for the backfill',
        response: { 200: z.object({ described: z.number().int(), waiting: z.number().int() }) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await describedPictures(app.db)),
  );

  app.get(
    '/similar/:slug',
    {
      schema: {
        tags: ['vision'],
        summary: 'Products whose pictures look like this product’s first picture, the product itself left out',
        params: z.object({ slug: z.string().trim().min(1).max(200) }),
        querystring: similarQuerySchema,
        response: { 200: z.array(visualMatchSchema), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const matches = await similarProducts(app.db, request.params.slug, request.query.size, request.query.lang ?? requestLanguage(request));
      return reply.header('cache-control', 'public, max-age=300').send(matches);
    },
  );
};
