/*
 * The store's own PayPal: the v1 endpoints the gateway calls (token, create, show, execute), with PayPal's shapes and
 * error names, plus the approval page PayPal shows the buyer. Checkout then works end to end on
 * a machine with no outside network, through the very gateway code that talks to PayPal.
 * Mounted at /sandbox/paypal; hidden from the store's OpenAPI document. Unlike PayPal it does
 * not replay answers by PayPal-Request-Id: a repeated execute is PAYMENT_ALREADY_DONE.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CheckoutPageInput, checkoutPage, messagePage, type SandboxLocale } from './paypal-sandbox-page.ts';
import { createSandboxStore, type SandboxPayment, type SandboxStoreOptions } from './paypal-sandbox.store.ts';
import {
  paypalCreatePaymentBodySchema,
  type PaypalError,
  paypalErrorSchema,
  paypalExecuteBodySchema,
  paypalOauthErrorSchema,
  type PaypalPayment,
  paypalPaymentSchema,
  paypalTokenSchema,
} from './paypal-wire.ts';

/** The sandbox's client credentials: public on purpose, the sandbox moves no money. */
export const SANDBOX_CLIENT_ID = 'sandbox-client';
export const SANDBOX_CLIENT_SECRET = 'sandbox-secret';

const FORM = 'application/x-www-form-urlencoded';
const localeSchema = z.enum(['fr', 'en']).catch('fr');
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const checkoutResponses = { 200: html('The approval page'), 400: html('Bad request'), 404: html('Unknown or expired token'), 409: html('Already approved or cancelled'), 500: html('Sandbox failure') };
const paymentErrors = { 400: paypalErrorSchema, 401: paypalErrorSchema, 404: paypalErrorSchema, 500: paypalErrorSchema };

const debugId = () => randomBytes(7).toString('hex');
const paypalError = (name: string, message: string): PaypalError => ({ name, message, debug_id: debugId() });
const notAuthenticated = () => paypalError('AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');

export const paypalSandboxRoutes: FastifyPluginAsyncZod<SandboxStoreOptions> = async (app, options) => {
  const store = createSandboxStore(options);
  const checkoutPath = `${app.prefix}/checkout`;

  // PayPal's token endpoint and the approval form post form bodies; the store's API parses only
  // JSON, so the parser is added here, in this plugin's scope, unless a parent already has one.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8 * 1024 }, async (_request: FastifyRequest, body: string) => Object.fromEntries(new URLSearchParams(body)));
  }

  // Clients of a PayPal stand-in expect PayPal's error bodies, not the store's problem+json.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({ field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body', issue: issue.message ?? 'invalid' }));
      return reply.code(400).send({ ...paypalError('VALIDATION_ERROR', 'Invalid request - see details'), details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(paypalError('MALFORMED_REQUEST', 'Incoming request could not be read'));
    request.log.error({ err: error }, 'paypal sandbox failed');
    return reply.code(500).send(paypalError('INTERNAL_SERVICE_ERROR', 'An internal service error has occurred'));
  });

  async function requireBearer(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !store.isValidToken(header.slice('Bearer '.length).trim())) {
      return reply.code(401).send(notAuthenticated());
    }
  }

  function paymentResource(payment: SandboxPayment, origin: string): PaypalPayment {
    const [transaction] = payment.request.transactions;
    const executed = payment.status === 'executed';
    return {
      id: payment.id,
      intent: payment.request.intent,
      state: executed ? 'approved' : 'created',
      payer: { payment_method: 'paypal', ...(payment.payerId ? { payer_info: { payer_id: payment.payerId } } : {}) },
      transactions: payment.request.transactions.map((item) => ({
        ...item,
        ...(executed && transaction ? { related_resources: [{ sale: { id: payment.id.replace('PAYID-', 'SALE-'), state: 'completed', amount: transaction.amount } }] } : {}),
      })),
      create_time: new Date(payment.createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      links: [
        { href: `${checkoutPath}?token=${payment.token}`, rel: 'approval_url', method: 'REDIRECT' },
        { href: `${origin}${app.prefix}/v1/payments/payment/${payment.id}/execute`, rel: 'execute', method: 'POST' },
      ],
    };
  }

  app.post(
    '/v1/oauth2/token',
    {
      // RFC 6749 error bodies here, as PayPal does on this endpoint.
      errorHandler: (error, request, reply) => {
        if (hasZodFastifySchemaValidationErrors(error)) return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Only grant_type=client_credentials is supported' });
        if (error.statusCode !== undefined && error.statusCode < 500) return reply.code(400).send({ error: 'invalid_request', error_description: 'Unreadable request' });
        request.log.error({ err: error }, 'paypal sandbox token failed');
        return reply.code(500).send({ error: 'server_error' });
      },
      onRequest: async (request, reply) => {
        const expected = `Basic ${Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64')}`;
        if (request.headers.authorization !== expected) return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      },
      schema: {
        hide: true,
        tags: ['sandbox'],
        body: z.object({ grant_type: z.literal('client_credentials') }),
        response: { 200: paypalTokenSchema, 400: paypalOauthErrorSchema, 401: paypalOauthErrorSchema, 500: paypalOauthErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = store.issueToken();
      return { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token.value, token_type: 'Bearer', app_id: 'APP-SANDBOX', expires_in: token.expiresIn };
    },
  );

  app.post(
    '/v1/payments/payment',
    {
      onRequest: requireBearer,
      schema: { hide: true, tags: ['sandbox'], body: paypalCreatePaymentBodySchema, response: { 201: paypalPaymentSchema, ...paymentErrors } },
    },
    async (request, reply) => {
      const payment = store.createPayment(request.body);
      return reply.code(201).send(paymentResource(payment, `${request.protocol}://${request.host}`));
    },
  );

  app.get(
    '/v1/payments/payment/:id',
    {
      onRequest: requireBearer,
      schema: { hide: true, tags: ['sandbox'], params: z.object({ id: z.string().max(64) }), response: { 200: paypalPaymentSchema, ...paymentErrors } },
    },
    async (request, reply) => {
      const payment = store.paymentById(request.params.id);
      if (!payment) return reply.code(404).send(paypalError('INVALID_RESOURCE_ID', 'Requested resource ID was not found.'));
      return paymentResource(payment, `${request.protocol}://${request.host}`);
    },
  );

  app.post(
    '/v1/payments/payment/:id/execute',
    {
      onRequest: requireBearer,
      schema: { hide: true, tags: ['sandbox'], params: z.object({ id: z.string().max(64) }), body: paypalExecuteBodySchema, response: { 200: paypalPaymentSchema, ...paymentErrors } },
    },
    async (request, reply) => {
      const payment = store.paymentById(request.params.id);
      if (!payment) return reply.code(404).send(paypalError('INVALID_RESOURCE_ID', 'Requested resource ID was not found.'));
      if (payment.status === 'executed') return reply.code(400).send(paypalError('PAYMENT_ALREADY_DONE', 'Payment has been done already for this cart.'));
      if (payment.status !== 'buyer-approved') return reply.code(400).send(paypalError('PAYMENT_NOT_APPROVED_FOR_EXECUTION', 'Payer has not approved payment.'));
      if (payment.payerId !== request.body.payer_id) return reply.code(400).send(paypalError('INVALID_PAYER_ID', 'Payer ID is invalid.'));
      payment.status = 'executed';
      return paymentResource(payment, `${request.protocol}://${request.host}`);
    },
  );

  function sendPage(reply: FastifyReply, status: 200 | 400 | 404 | 409 | 500, body: string) {
    // The page carries a live checkout token: never cached (the store's CSP already forbids framing).
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  }

  /** A form or query that failed validation still gets a page, in the language it asked for. */
  const errorPage = (source: 'query' | 'body') => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale: SandboxLocale = z.object({ locale: localeSchema }).catch({ locale: 'fr' }).parse(request[source]).locale;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendPage(reply, 400, messagePage(locale, 'invalid'));
    request.log.error({ err: error }, 'paypal sandbox page failed');
    return sendPage(reply, 500, messagePage(locale, 'failed'));
  };

  app.get(
    '/checkout',
    {
      errorHandler: errorPage('query'),
      schema: { hide: true, tags: ['sandbox'], querystring: z.object({ token: z.string().min(1).max(64), locale: localeSchema }), response: checkoutResponses },
    },
    async (request, reply) => {
      const { token, locale } = request.query;
      const payment = store.paymentByToken(token);
      if (!payment) return sendPage(reply, 404, messagePage(locale, 'unknown'));
      // Like PayPal, a buyer who cancelled may come back to the same token and pay.
      if (payment.status !== 'awaiting-buyer' && payment.status !== 'buyer-cancelled') return sendPage(reply, 409, messagePage(locale, 'decided'));
      const [transaction] = payment.request.transactions;
      const input: CheckoutPageInput = {
        locale,
        action: checkoutPath,
        token,
        total: transaction?.amount.total ?? '',
        currency: transaction?.amount.currency ?? '',
        invoiceNumber: transaction?.invoice_number,
        description: transaction?.description,
      };
      return sendPage(reply, 200, checkoutPage(input));
    },
  );

  app.post(
    '/checkout',
    {
      errorHandler: errorPage('body'),
      schema: {
        hide: true,
        tags: ['sandbox'],
        body: z.object({ token: z.string().min(1).max(64), decision: z.enum(['approve', 'cancel']), locale: localeSchema }),
        response: { 303: z.null().describe('Back to the store: return_url or cancel_url'), ...checkoutResponses },
      },
    },
    async (request, reply) => {
      const { token, decision, locale } = request.body;
      const payment = store.paymentByToken(token);
      if (!payment) return sendPage(reply, 404, messagePage(locale, 'unknown'));
      // Like PayPal, a buyer who cancelled may come back to the same token and pay.
      if (payment.status !== 'awaiting-buyer' && payment.status !== 'buyer-cancelled') return sendPage(reply, 409, messagePage(locale, 'decided'));
      // PayPal's own query names, added with URL so a return_url that has a query keeps it.
      if (decision === 'cancel') {
        payment.status = 'buyer-cancelled';
        const target = new URL(payment.request.redirect_urls.cancel_url);
        target.searchParams.set('token', payment.token);
        return reply.redirect(target.href, 303);
      }
      payment.status = 'buyer-approved';
      payment.payerId = store.newPayerId();
      const target = new URL(payment.request.redirect_urls.return_url);
      target.searchParams.set('paymentId', payment.id);
      target.searchParams.set('token', payment.token);
      target.searchParams.set('PayerID', payment.payerId);
      return reply.redirect(target.href, 303);
    },
  );
};
