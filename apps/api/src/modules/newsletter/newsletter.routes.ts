import { newsletterSubscriptionSchema } from '@store/contracts/content';
import { languageSchema } from '@store/contracts/locale-schemas';
import { phoneNumberToE164Schema } from '@store/contracts/phone';
import { problemSchema } from '@store/contracts/problem';
import { newsletterSubscriptions } from '@store/db/schema/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appAlert } from '../../lib/app-alert.ts';

/**
 * The footer's newsletter call to action: a phone number with its country dial code, leading
 * zeros stripped (spec §5), stored once in E.164. Signing up twice is not an error.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscriptions',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['content'],
        summary: 'Sign a phone number up to the newsletter',
        body: z.object({ phoneNumber: phoneNumberToE164Schema, langKey: languageSchema.default('fr') }),
        response: { 200: newsletterSubscriptionSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const { phoneNumber, langKey } = request.body;
      await app.db.insert(newsletterSubscriptions).values({ phoneNumber, langKey }).onConflictDoNothing();
      appAlert(reply, 'alerts.newsletter.subscribed', phoneNumber);
      return { phoneNumber, subscribed: true as const };
    },
  );
};
