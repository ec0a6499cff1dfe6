import { phoneRevealSchema } from '@store/contracts/catalog';
import { formatPhoneForDisplay } from '@store/contracts/phone';
import { problemSchema } from '@store/contracts/problem';
import { accounts, phoneReveals, products } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { countProductEvent, countSafely } from './product-stats.ts';

/**
 * A seller's phone number, shown only to signed-in buyers, at most 20 times an hour per user
 * and address, and every reveal is written down for the seller: scrapers get little.
 */
export const phoneRevealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/search/phone-number/reveal',
    {
      preHandler: requireUser,
      config: {
        rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (request) => `${request.user?.id ?? 'guest'}:${request.ip}` },
      },
      schema: {
        tags: ['products'],
        summary: "Reveal the seller's phone number of a product (signed-in users; logged for the seller)",
        security: [{ bearer: [] }],
        body: z.object({ productSlug: z.string().trim().min(1).max(200) }),
        response: {
          200: phoneRevealSchema,
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
          429: problemSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = currentUser(request);
      const [row] = await app.db
        .select({ productId: products.id, sellerId: accounts.id, phoneNumber: accounts.phoneNumber })
        .from(products)
        .innerJoin(accounts, eq(accounts.id, products.accountId))
        .where(and(eq(products.slug, request.body.productSlug), eq(products.published, true)))
        .limit(1);
      if (!row) throw notFound(`No product ${request.body.productSlug}`);
      if (!row.phoneNumber) throw new HttpProblem('resource/not-found', 'This seller has no phone number.');
      await app.db.insert(phoneReveals).values({ productId: row.productId, sellerAccountId: row.sellerId, viewerAccountId: viewer.id, ip: request.ip });
      // The seller's own number, looked up on their own product, is no buyer's interest.
      if (viewer.id !== row.sellerId) await countSafely(request.log, () => countProductEvent(app.db, [row.productId], 'reveals'));
      return { phoneNumber: row.phoneNumber, display: formatPhoneForDisplay(row.phoneNumber) };
    },
  );
};
