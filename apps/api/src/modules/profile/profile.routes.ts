import { loggedUserSchema } from '@store/contracts/account';
import { idParamSchema, imageFormats, imageWidths } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import { accountProfileSchema, deleteAccountBodySchema, updateAccountBodySchema, uploadedImageSchema } from '@store/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { readImageUpload } from '../../lib/uploads.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { loggedUser } from '../auth/auth.service.ts';
import { imageVariant, snapWidth } from '../media/media.service.ts';
import { type AccountPictureKind, readableAccountPicture, setAccountPicture } from './pictures.service.ts';
import { deleteAccount, getProfile, openAccount, updateAccount } from './profile.service.ts';
import { auditActor } from '../audit/audit.service.ts';

const security = [{ bearer: [] }];
const uploadResponses = { 200: uploadedImageSchema, 400: problemSchema, 401: problemSchema, 413: problemSchema, 415: problemSchema, 422: problemSchema, 429: problemSchema };
const maxWidth = imageWidths[imageWidths.length - 1] ?? 800;

/** The signed-in user's own account: profile, pictures, closing it. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/profile',
    {
      preHandler: requireUser,
      schema: { tags: ['account'], summary: 'The settings page data: profile, shop, pictures, identity verification status', security, response: { 200: accountProfileSchema, 401: problemSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getProfile(app.db, currentUser(request).id, app.config.jwtSecret);
    },
  );

  app.put(
    '/account',
    {
      preHandler: requireUser,
      // A shop's name, city and descriptions show on its public pages.
      config: { changesCatalogue: true },
      schema: {
        tags: ['account'],
        summary:
          'Update names, language, currency, phone number and, for sellers, shop details. Changing the phone number needs currentPassword; the new number is pending (no sign-in, no reset) until its SMS code is typed, and the old address gets an undo link',
        security,
        body: updateAccountBodySchema,
        response: { 200: loggedUserSchema, 400: problemSchema, 401: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      await updateAccount(app, auditActor(request), id, request.body);
      reply.header('cache-control', 'private, no-store');
      return loggedUser(app.db, id);
    },
  );

  app.delete(
    '/account',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 5, timeWindow: '1 hour' }, changesCatalogue: true },
      schema: {
        tags: ['account'],
        summary: 'Close the account: the reason is kept as a contact message (reason code 9), personal data is erased, products withdrawn',
        security,
        body: deleteAccountBodySchema,
        response: { 204: z.null(), 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, app.media, currentUser(request).id, request.body, requestLanguage(request));
      return reply.code(204).send(null);
    },
  );

  const upload = (kind: AccountPictureKind) => async (request: Parameters<typeof requireUser>[0]) => {
    const { id } = currentUser(request);
    await openAccount(app.db, id);
    const { bytes } = await readImageUpload(request);
    return setAccountPicture(app.db, app.media, id, kind, bytes, app.config.jwtSecret);
  };
  const uploadOptions = (summary: string) => ({
    preHandler: requireUser,
    config: { rateLimit: { max: 30, timeWindow: '1 hour' }, changesCatalogue: true },
    schema: { tags: ['account'], summary, security, consumes: ['multipart/form-data'], response: uploadResponses },
  });
  app.post('/account/profile/file', uploadOptions('Set the profile picture (multipart `file`: JPEG, PNG/APNG or BMP, at most 8388608 bytes)'), upload('PROFILE'));
  app.put('/account/profile/file', uploadOptions('Replace the profile picture (same rules as POST)'), upload('PROFILE'));
  app.post('/account/cover/file', uploadOptions('Set the shop cover picture (multipart `file`: JPEG, PNG/APNG or BMP, at most 8388608 bytes)'), upload('COVER'));

  for (const kind of ['PROFILE', 'COVER'] as const) {
    app.get(
      `/account/${kind === 'PROFILE' ? 'profile' : 'cover'}/file/:id`,
      {
        schema: {
          tags: ['account'],
          summary: `A ${kind === 'PROFILE' ? 'profile' : 'cover'} picture, re-encoded (WebP by default, AVIF on request) at a responsive width`,
          description: "A shop's (PROFESSIONAL account's) picture is public by id. Anyone else's needs the `key` its owner's profile gives in the picture's address; without it, 404.",
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
        const access = await readableAccountPicture(app.db, kind, request.params.id, request.query.key, app.config.jwtSecret);
        const variant = await imageVariant(app.db, app.media, request.params.id, snapWidth(request.query.w), request.query.format);
        // A new picture gets a new id, so an id's bytes never change; a buyer's stays out of shared caches.
        reply.header('cache-control', `${access.public ? 'public' : 'private'}, max-age=31536000, immutable`).header('etag', variant.etag);
        if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send(null);
        return reply.type(variant.contentType).send(variant.bytes);
      },
    );
  }
};
