import { categoryProductSchema, contentEntrySchema, featuredProductSchema, searchKeySchema, slideSchema, socialSchema } from '@store/contracts/content';
import { categoryShowcaseBodySchema, featuredProductBodySchema, searchKeysBodySchema, slidesBodySchema, socialsBodySchema } from '@store/contracts/content-blocks';
import { currencyFromIso } from '@store/contracts/money';
import { languageSchema } from '@store/contracts/locale-schemas';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { imageUrl } from '../media/media.service.ts';
import { contentBody, type ContentVersion, markdownContent } from './content-store.service.ts';
import { findProductsBySlugs, findShowcaseProducts } from './showcase.repo.ts';

/**
 * `version=draft` is the storefront's preview for operators (decision 79): the page server asks
 * it only for a signed-in administrator or manager, and such an answer is never cached.
 */
const localeQuery = z.object({ locale: languageSchema.default('fr'), populate: z.string().max(200).optional(), version: z.enum(['published', 'draft']).default('published') });
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
  app.addHook('preHandler', async (request, reply) => {
    if (typeof request.query === 'object' && request.query !== null && 'version' in request.query && request.query.version === 'draft') reply.header('cache-control', 'private, no-store');
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
      const computed = rows.map((row) => ({
        category: (fr ? row.category_name_fr : row.category_name_en).toLowerCase(),
        product: { title: fr ? row.name_fr : row.name_en, subtitle: row.brand, url: `/product/${row.slug}`, price: row.price, currency: currencyFromIso(row.currency) ?? 'CFA', image: imageUrl(row.image_id) },
      }));
      // An operator's choice (decision 80) replaces its category's newest product while it is on sale with a picture.
      const choices = (await versionOf('category-showcase', request.query, categoryShowcaseBodySchema))?.choices ?? [];
      const chosen = (await findProductsBySlugs(app.db, choices.map((choice) => choice.productSlug))).filter((row) => row.quantity > 0);
      const overrides = chosen.flatMap((row) =>
        row.imageId === null
          ? []
          : [
              {
                category: (fr ? row.categoryNameFr : row.categoryNameEn).toLowerCase(),
                product: { title: fr ? row.nameFr : row.nameEn, subtitle: row.brand, url: `/product/${row.slug}`, price: row.price, currency: currencyFromIso(row.currency) ?? 'CFA', image: imageUrl(row.imageId) },
              },
            ],
      );
      return [...overrides, ...computed.filter((entry) => !overrides.some((override) => override.category === entry.category))];
    },
  );

  /** A structured item's published (or draft) body in the request's language; a language never published shows nothing (decision 80). */
  const versionOf = async <T>(key: 'slides' | 'search-keys' | 'socials' | 'featured-product' | 'category-showcase', query: { locale: 'fr' | 'en'; version: ContentVersion }, schema: z.ZodType<T>) => {
    const body = schema.safeParse(await contentBody(app.db, key, query.locale, query.version));
    return body.success ? body.data : null;
  };

  app.get(
    '/slides',
    { schema: { tags: ['content'], querystring: localeQuery, response: { 200: z.array(slideSchema), 400: problemSchema, 401: problemSchema } } },
    async (request) => {
      const body = await versionOf('slides', request.query, slidesBodySchema);
      return (body?.slides ?? []).map((slide, index) => ({ id: index + 1, image: imageUrl(slide.imageId), title: slide.title, subtitle: slide.subtitle, url: slide.url }));
    },
  );

  app.get(
    '/search-keys',
    { schema: { tags: ['content'], querystring: localeQuery, response: { 200: z.array(searchKeySchema), 400: problemSchema, 401: problemSchema } } },
    async (request) => (await versionOf('search-keys', request.query, searchKeysBodySchema))?.keys ?? [],
  );

  app.get(
    '/socials',
    { schema: { tags: ['content'], querystring: localeQuery, response: { 200: z.array(socialSchema), 400: problemSchema, 401: problemSchema } } },
    async (request) => (await versionOf('socials', request.query, socialsBodySchema))?.socials ?? [],
  );

  app.get(
    '/featured-product',
    {
      schema: {
        tags: ['content'],
        summary: 'The featured product in this language: the operator’s words, the product’s price and picture; 404 while none is published or it is no longer on sale',
        querystring: localeQuery,
        response: { 200: featuredProductSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const body = await versionOf('featured-product', request.query, featuredProductBodySchema);
      const [product] = body ? await findProductsBySlugs(app.db, [body.productSlug]) : [];
      if (!body || !product || product.imageId === null) throw notFound('No featured product');
      return { title: body.title, subtitle: body.subtitle, url: `/product/${product.slug}`, price: product.price, currency: currencyFromIso(product.currency) ?? 'CFA', image: imageUrl(product.imageId) };
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
      // A language never published is missing, whatever the other has (decision 79).
      const entry = await markdownContent(app.db, request.params.key, request.query.locale, request.query.version);
      if (!entry) throw notFound(`No content entry ${request.params.key} in ${request.query.locale}`);
      return { key: request.params.key, locale: request.query.locale, title: entry.title, markdown: entry.markdown };
    },
  );
};
