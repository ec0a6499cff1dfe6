import { categoryProductSchema, contentEntrySchema, searchKeySchema, slideSchema, socialSchema } from '@store/contracts/content';
import { currencyFromIso } from '@store/contracts/money';
import { languageSchema } from '@store/contracts/locale-schemas';
import { problemSchema } from '@store/contracts/problem';
import { searchKeys, slides, socials } from '@store/db/schema/index';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { imageUrl } from '../media/media.service.ts';
import { publishedContent } from './content-store.service.ts';
import { findShowcaseProducts } from './showcase.repo.ts';

const localeQuery = z.object({ locale: languageSchema.default('fr'), populate: z.string().max(200).optional() });
const CONTENT_CACHE = 'public, max-age=300, stale-while-revalidate=3600';


/**
 * The content service of spec §7: slides, search keys, socials and markdown entries per
 * locale. Requests carry the service's fixed bearer credential.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${app.config.CONTENT_API_TOKEN}`) {
      throw new HttpProblem('auth/unauthorized', 'The content service needs its bearer credential.');
    }
    reply.header('cache-control', CONTENT_CACHE);
  });

  const showcases = ttlCache<Awaited<ReturnType<typeof findShowcaseProducts>>>(5 * 60_000, 1);
  app.get(
    '/category-products',
    {
      schema: {
        tags: ['content'],
        summary: 'Mega-menu showcase product of each category, keyed by lower-cased category name',
        querystring: localeQuery,
        response: { 200: z.array(categoryProductSchema), 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const fr = request.query.locale === 'fr';
      const rows = await showcases('all', () => findShowcaseProducts(app.db));
      return rows.map((row) => ({
        category: (fr ? row.category_name_fr : row.category_name_en).toLowerCase(),
        product: {
          title: fr ? row.name_fr : row.name_en,
          subtitle: row.brand,
          url: `/product/${row.slug}`,
          price: row.price,
          currency: currencyFromIso(row.currency) ?? 'CFA',
          image: imageUrl(row.image_id),
        },
      }));
    },
  );

  app.get(
    '/slides',
    { schema: { tags: ['content'], querystring: localeQuery, response: { 200: z.array(slideSchema), 400: problemSchema, 401: problemSchema } } },
    async (request) => {
      const rows = await app.db
        .select({ id: slides.id, imageId: slides.imageId, titleFr: slides.titleFr, titleEn: slides.titleEn, subtitleFr: slides.subtitleFr, subtitleEn: slides.subtitleEn, url: slides.url })
        .from(slides)
        .orderBy(asc(slides.position));
      const fr = request.query.locale === 'fr';
      return rows.map((row) => ({
        id: row.id,
        image: imageUrl(row.imageId),
        title: fr ? row.titleFr : row.titleEn,
        subtitle: fr ? row.subtitleFr : row.subtitleEn,
        url: row.url,
      }));
    },
  );

  app.get(
    '/search-keys',
    { schema: { tags: ['content'], querystring: localeQuery, response: { 200: z.array(searchKeySchema), 400: problemSchema, 401: problemSchema } } },
    async (request) =>
      app.db
        .select({ keyword: searchKeys.keyword, query: searchKeys.query, btnColor: searchKeys.btnColor, textColor: searchKeys.textColor })
        .from(searchKeys)
        .where(eq(searchKeys.locale, request.query.locale))
        .orderBy(asc(searchKeys.position)),
  );

  app.get(
    '/socials',
    { schema: { tags: ['content'], querystring: localeQuery, response: { 200: z.array(socialSchema), 400: problemSchema, 401: problemSchema } } },
    async () => {
      const rows = await app.db
        .select({ name: socials.name, url: socials.url, icon: socials.icon, linkTarget: socials.linkTarget })
        .from(socials)
        .orderBy(asc(socials.position));
      return rows.map((row) => ({ ...row, linkTarget: row.linkTarget === '_self' ? ('_self' as const) : ('_blank' as const) }));
    },
  );

  app.get(
    '/entries/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'A markdown entry (faq, cgu, privacy, newsletter, attention)',
        params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
        querystring: localeQuery,
        response: { 200: contentEntrySchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      // Only a published version; a language never published is missing, whatever the other has (decision 79).
      const published = await publishedContent(app.db, request.params.key, request.query.locale);
      if (!published) throw notFound(`No content entry ${request.params.key} in ${request.query.locale}`);
      return { key: request.params.key, locale: request.query.locale, title: published.title, markdown: published.markdown };
    },
  );
};
