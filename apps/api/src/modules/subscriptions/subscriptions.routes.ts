import { problemSchema } from '@store/contracts/problem';
import { activeSubscriptionSchema, confirmSubscriptionBodySchema, planOfferSchema, startedSubscriptionSchema, subscribeBodySchema } from '@store/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAuthority } from '../../plugins/auth.ts';
import { currentRates } from '../price/price.routes.ts';
import { planOffers } from './plans.ts';
import { activeSubscription, confirmSubscription, startSubscription, type SubscriptionContext } from './subscriptions.service.ts';

/** Seller plans (spec §1, §7): what they cost, buying one through the payment provider, the plan now. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 429: problemSchema };
  const seller = requireAuthority('ROLE_SELLER');
  const noStore = { 'cache-control': 'private, no-store' };
  const context = async (): Promise<SubscriptionContext> => ({
    db: app.db,
    gateway: app.paymentGateway,
    rates: await currentRates(app),
    linkTo: (path) => app.notifier.linkTo(path, {}),
  });
  const payments = { preHandler: seller, config: { rateLimit: { max: 30, timeWindow: '1 hour' } } };

  app.get(
    '/subscriptions/plans',
    { schema: { tags: ['subscriptions'], summary: 'The plans free, plus and pro: features, publication limit, price of each period in CFA', response: { 200: z.array(planOfferSchema) } } },
    async (_request, reply) => {
      reply.headers({ 'cache-control': 'public, max-age=300' });
      return planOffers(app.db);
    },
  );

  app.get(
    '/account/subscriptions/payments/active',
    { preHandler: seller, schema: { tags: ['subscriptions'], summary: 'The seller’s plan now, its publication limit and use, and the paid periods not ended', security, response: { 200: activeSubscriptionSchema, ...problems } } },
    async (request, reply) => {
      reply.headers(noStore);
      return activeSubscription(app.db, currentUser(request).id);
    },
  );

  app.post(
    '/account/subscriptions',
    {
      ...payments,
      schema: {
        tags: ['subscriptions'],
        summary: 'Buy a plan for a period: creates the payment; approve it at approvalUrl, then confirm',
        security,
        body: subscribeBodySchema,
        response: { 201: startedSubscriptionSchema, 402: problemSchema, 503: problemSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send(await startSubscription(await context(), currentUser(request).id, request.body)),
  );

  app.post(
    '/account/subscriptions/paypal/confirm',
    {
      ...payments,
      schema: {
        tags: ['subscriptions'],
        summary: 'Confirm an approved plan payment (payerID and paymentId from the provider’s return): the plan applies at once, or after the current one for a downgrade',
        security,
        body: confirmSubscriptionBodySchema,
        response: { 200: activeSubscriptionSchema, 402: problemSchema, 409: problemSchema, 503: problemSchema, ...problems },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return confirmSubscription(await context(), currentUser(request).id, request.body.paymentId, request.body.payerID);
    },
  );
};
