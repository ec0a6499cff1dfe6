import { adminBlockItemSchema, blockBodySchemas, slidePictureSchema } from '@store/contracts/content-blocks';
import type { BlockContentKey } from '@store/contracts/content-admin-rules';
import { languageSchema } from '@store/contracts/locale-schemas';
import { problemSchema } from '@store/contracts/problem';
import { images } from '@store/db/schema/index';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import { refuseInvalidInput } from '../audit/refused-input.ts';
import { imageUrl } from '../media/media.service.ts';
import { readImageUpload } from '../../lib/uploads.ts';
import { addSlidePicture, type BlockEntry, SLIDE_PICTURE_MAX_SIDE, saveBlockDraft } from './content-blocks.service.ts';
import { contentItemWith } from './content-store.service.ts';

const security = [{ bearer: [] }];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const BASE = '/admin/content-blocks';
const noStore = 'private, no-store';

const summaries: Record<BlockContentKey, string> = {
  slides: 'the home slides (each needs one of the slide pictures, a title and a link)',
  'search-keys': 'the category bar’s search keys (keyword, search, colours)',
  socials: 'the social links (name, http(s) address, icon, target)',
  'featured-product': 'the featured product (a product on sale by slug; its price and picture come from it)',
  'category-showcase': 'the mega-menu showcase choices (a product of each category by slugs; others show their newest product in stock)',
};

/**
 * Structured content (decision 80), on the same store as pages: read by administrators and
 * managers, saved by administrators (publish and restore are the pages' routes, any key). A
 * body the schema or the database refuses stores nothing and is in the audit log.
 */
export const contentBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');

  app.get(
    `${BASE}/slide-pictures`,
    { preHandler: operators, schema: { tags: ['admin'], summary: 'The pictures a slide may show', security, response: { 200: z.array(slidePictureSchema), ...errors } } },
    async () => {
      const rows = await app.db.select({ id: images.id, width: images.width, height: images.height }).from(images).where(eq(images.kind, 'SLIDE')).orderBy(asc(images.id));
      return rows.map((row) => ({ ...row, url: imageUrl(row.id) }));
    },
  );

  app.post(
    `${BASE}/slide-pictures`,
    {
      preHandler: requireAuthority('ROLE_ADMIN'),
      config: { audit: { entityType: 'content', entityId: 'slides', action: 'content.slide-picture' } },
      schema: {
        tags: ['admin'],
        summary: `Add a slide picture (multipart \`file\`: JPEG, PNG/APNG or BMP, at most 8388608 bytes; stored as WebP, at most ${SLIDE_PICTURE_MAX_SIDE} px) (ROLE_ADMIN)`,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: slidePictureSchema, 413: problemSchema, 415: problemSchema, 422: problemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const picture = await addSlidePicture(app.db, app.media, auditActor(request), async () => (await readImageUpload(request)).bytes);
      return reply.code(201).header('cache-control', noStore).send(picture);
    },
  );

  function block<Body extends object>(key: BlockContentKey, bodySchema: z.ZodType<Body>, entry: (body: Body) => BlockEntry) {
    app.get(
      `${BASE}/${key}`,
      { preHandler: operators, schema: { tags: ['admin'], summary: `Both languages of ${summaries[key]}, with their last versions (ROLE_ADMIN, ROLE_MANAGER)`, security, response: { 200: adminBlockItemSchema(key, bodySchema), ...errors } } },
      async (_request, reply) => {
        reply.header('cache-control', noStore);
        return contentItemWith(app.db, key, (body) => bodySchema.parse(body));
      },
    );
    const audit = { entityType: 'content', entityId: key, action: 'content.save' };
    app.put(
      `${BASE}/${key}/:locale`,
      {
        preHandler: requireAuthority('ROLE_ADMIN'),
        attachValidation: true,
        config: { audit },
        schema: { tags: ['admin'], summary: `Save a new draft of ${summaries[key]} in one language (ROLE_ADMIN); publish it with POST admin/content/${key}/{locale}/publish`, security, params: z.object({ locale: languageSchema }), body: bodySchema, response: { 200: adminBlockItemSchema(key, bodySchema), ...errors } },
      },
      async (request, reply) => {
        await refuseInvalidInput(request, audit);
        // Parsing again gives the body the schema's own type (the route's generic one is looser).
        await saveBlockDraft(app.db, auditActor(request), entry(bodySchema.parse(request.body)), request.params.locale);
        reply.header('cache-control', noStore);
        return contentItemWith(app.db, key, (body) => bodySchema.parse(body));
      },
    );
  }

  block('slides', blockBodySchemas.slides, (body) => ({ key: 'slides', body }));
  block('search-keys', blockBodySchemas['search-keys'], (body) => ({ key: 'search-keys', body }));
  block('socials', blockBodySchemas.socials, (body) => ({ key: 'socials', body }));
  block('featured-product', blockBodySchemas['featured-product'], (body) => ({ key: 'featured-product', body }));
  block('category-showcase', blockBodySchemas['category-showcase'], (body) => ({ key: 'category-showcase', body }));
};
