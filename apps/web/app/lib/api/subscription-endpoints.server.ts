import { activeSubscriptionSchema, type ConfirmSubscriptionBody, planOfferSchema, startedSubscriptionSchema, type SubscribeBody } from '@store/contracts/subscriptions';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const STORE = '/store/api/v1';

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** Seller plans (spec §1, §7): offers, the plan now, buying one through the payment provider. */
export function subscriptionEndpoints(send: SendRequest) {
  return {
    plans: async () => (await send(`${STORE}/subscriptions/plans`, z.array(planOfferSchema))).body,
    activeSubscription: async () => (await send(`${STORE}/account/subscriptions/payments/active`, activeSubscriptionSchema)).body,
    subscribe: async (body: SubscribeBody) => (await send(`${STORE}/account/subscriptions`, startedSubscriptionSchema, post(body))).body,
    confirmSubscription: async (body: ConfirmSubscriptionBody) => (await send(`${STORE}/account/subscriptions/paypal/confirm`, activeSubscriptionSchema, post(body))).body,
  };
}
