import type { FastifyInstance } from 'fastify';
import { injectFetch } from '../../lib/inject-fetch.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaypalGateway } from './paypal-gateway.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './paypal-sandbox.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PayPal, or the store's own sandbox when PAYPAL_API_URL is unset (see paymentGatewayFromConfig). */
    paymentGateway: PaymentGateway;
  }
}

/**
 * Where the gateway finds the sandbox: never resolved, since the inject fetch hands the path
 * to this process's router; the host only names the sandbox in logs and in its own links.
 */
export const SANDBOX_BASE_URL = 'http://sandbox.internal/sandbox/paypal';

/**
 * The payment gateway the configuration asks for: PayPal itself when PAYPAL_API_URL is set,
 * else the sandbox mounted at /sandbox/paypal of this same app, reached in process so a
 * fresh checkout works with no network, no account and no port of its own.
 */
export function paymentGatewayFromConfig(app: FastifyInstance): PaymentGateway {
  const { PAYPAL_API_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, NODE_ENV } = app.config;
  if (PAYPAL_API_URL) {
    // Fail at boot, not at the first shopper's checkout.
    if (!PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET) throw new Error('Invalid configuration:\n  PAYPAL_API_URL needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
    return createPaypalGateway({ baseUrl: PAYPAL_API_URL, clientId: PAYPAL_CLIENT_ID, clientSecret: PAYPAL_CLIENT_SECRET, fetch: (url, init) => fetch(url, init), sandbox: false });
  }
  if (NODE_ENV === 'production') app.log.warn('PAYPAL_API_URL is unset: PayPal payments go to the built-in sandbox and take no money');
  return createPaypalGateway({ baseUrl: SANDBOX_BASE_URL, clientId: SANDBOX_CLIENT_ID, clientSecret: SANDBOX_CLIENT_SECRET, fetch: injectFetch(app), sandbox: true });
}
