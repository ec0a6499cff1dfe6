import { cartValueSummarySchema } from '@store/contracts/cart';
import { saveCartBodySchema, validatedCartSchema } from '@store/contracts/cart-api';
import { currencySchema } from '@store/contracts/locale-schemas';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { currentRates } from '../price/price.routes.ts';
import { readCart, saveCart } from './cart.service.ts';

const displayQuery = z.object({ currency: currencySchema.default('CFA'), lang: z.enum(['fr', 'en']).optional() });
const guestSlug = z.string().trim().min(10).max(64);

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/cart',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['cart'],
        summary: 'Store the cart (products and quantities) and get it back validated: prices, stock and totals recomputed by the server',
        description: 'Signed in (bearer): the account cart. Guest: the cart named by `cart.slug`, or a new one with a fresh slug. Quantities of 0 or less remove a line.',
        body: saveCartBodySchema,
        response: { 200: validatedCartSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const currency = request.body.cart.currency ?? 'CFA';
      return saveCart(app.db, request.log, request.user?.id ?? null, request.body, currency, requestLanguage(request), await currentRates(app));
    },
  );

  app.get(
    '/products/cart',
    {
      preHandler: requireUser,
      schema: { tags: ['cart'], summary: "The signed-in buyer's cart, validated", security: [{ bearer: [] }], querystring: displayQuery, response: { 200: validatedCartSchema, 401: problemSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readCart(app.db, { accountId: currentUser(request).id }, request.query.currency, requestLanguage(request), await currentRates(app));
    },
  );

  app.get(
    '/products/cart/by-slug/:slug',
    {
      schema: { tags: ['cart'], summary: "A guest's cart by its slug, validated", params: z.object({ slug: guestSlug }), querystring: displayQuery, response: { 200: validatedCartSchema, 400: problemSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readCart(app.db, { slug: request.params.slug }, request.query.currency, requestLanguage(request), await currentRates(app));
    },
  );

  app.get(
    '/products/cart/resume',
    {
      schema: {
        tags: ['cart'],
        summary: 'Cart value summary (numProducts, subTotal, shippingFees, discount, grandTotal): the account cart, or a guest cart by `slug`',
        querystring: displayQuery.extend({ slug: guestSlug.optional() }),
        response: { 200: cartValueSummarySchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owner = request.user ? { accountId: request.user.id } : request.query.slug ? { slug: request.query.slug } : null;
      const rates = await currentRates(app);
      if (!owner) return { numProducts: 0, subTotal: 0, shippingFees: 0, discount: 0, grandTotal: 0, currency: request.query.currency };
      return (await readCart(app.db, owner, request.query.currency, requestLanguage(request), rates)).summary;
    },
  );
};
