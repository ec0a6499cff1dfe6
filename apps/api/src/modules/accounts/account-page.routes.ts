import { localizedQuerySchema, sellerPageSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import { accounts, products } from '@store/db/schema/index';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-problem.ts';
import { requestLanguage } from '../../lib/language.ts';
import { accountImageUrl } from '../profile/pictures.service.ts';

/** Public pages exist for shops only: a buyer's account is nobody else's business. */
async function findSellerPage(app: Parameters<FastifyPluginAsyncZod>[0], where: SQL, language: 'fr' | 'en') {
  const [row] = await app.db
    .select({
      id: accounts.id,
      slug: accounts.slug,
      shopName: accounts.shopName,
      firstname: accounts.firstname,
      lastname: accounts.lastname,
      city: accounts.city,
      profileImageId: accounts.profileImageId,
      coverImageId: accounts.coverImageId,
      identityVerified: accounts.identityVerified,
      descriptionFr: accounts.shopDescriptionFr,
      descriptionEn: accounts.shopDescriptionEn,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(and(where, eq(accounts.accountType, 'PROFESSIONAL'), eq(accounts.activated, true)))
    .limit(1);
  if (!row) throw notFound('No such shop');
  const [counted] = await app.db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.accountId, row.id), eq(products.published, true)));
  return {
    slug: row.slug,
    name: row.shopName ?? `${row.firstname} ${row.lastname}`.trim(),
    city: row.city,
    profileImage: row.profileImageId === null ? null : accountImageUrl('PROFILE', row.profileImageId),
    coverImage: row.coverImageId === null ? null : accountImageUrl('COVER', row.coverImageId),
    verified: row.identityVerified,
    description: (language === 'fr' ? row.descriptionFr : row.descriptionEn) ?? '',
    memberSince: row.createdAt.toISOString(),
    productCount: counted?.total ?? 0,
  };
}

export const accountPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { 200: sellerPageSchema, 400: problemSchema, 404: problemSchema };

  app.get(
    '/account/page/by-slug/:slug',
    {
      schema: {
        tags: ['accounts'],
        summary: "A seller's public shop page by slug",
        params: z.object({ slug: z.string().trim().min(1).max(120) }),
        querystring: localizedQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return findSellerPage(app, eq(accounts.slug, request.params.slug), requestLanguage(request));
    },
  );

  app.get(
    '/account/page/:login',
    {
      schema: {
        tags: ['accounts'],
        summary: "A seller's public shop page by login",
        params: z.object({ login: z.string().trim().min(1).max(120) }),
        querystring: localizedQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return findSellerPage(app, eq(accounts.login, request.params.login.toLowerCase()), requestLanguage(request));
    },
  );
};
