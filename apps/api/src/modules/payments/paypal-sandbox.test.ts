import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectFetch } from '../../lib/inject-fetch.ts';
import { type CreatePaymentInput, PaymentDeclinedError } from './payment-gateway.ts';
import { SANDBOX_BASE_URL } from './payment-gateway.factory.ts';
import { createPaypalGateway } from './paypal-gateway.ts';
import { paypalSandboxRoutes, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './paypal-sandbox.routes.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let app: FastifyInstance;
/** Every call the gateway made: path and request body. */
let calls: { path: string; body: string }[];

beforeEach(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(paypalSandboxRoutes, { prefix: '/sandbox/paypal' });
  await app.ready();
  calls = [];
});
afterEach(() => app.close());

function gateway(secret = SANDBOX_CLIENT_SECRET) {
  const inject = injectFetch(app);
  return createPaypalGateway({
    baseUrl: SANDBOX_BASE_URL,
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: secret,
    sandbox: true,
    fetch: async (url, init) => {
      calls.push({ path: new URL(url).pathname, body: typeof init?.body === 'string' ? init.body : '' });
      return inject(url, init);
    },
  });
}

const order = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderNumber: 'EM-TEST2345',
  amount: 1230,
  currency: 'EUR',
  description: 'ElectroMarché EM-TEST2345',
  returnUrl: 'https://shop.test/cart/checkout/paypal-return?lang=fr',
  cancelUrl: 'https://shop.test/cart/checkout/paypal-cancel',
  ...overrides,
});

/** Opens the approval page as a browser would, then submits its form with one of its buttons. */
async function decide(approvalUrl: string, decision: 'approve' | 'cancel', locale?: 'en') {
  const page = await app.inject({ method: 'GET', url: locale ? `${approvalUrl}&locale=${locale}` : approvalUrl });
  expect(page.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1];
  const fields = new URLSearchParams([...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name = '', value = '']): [string, string] => [name, value]));
  expect(page.body).toContain(`name="decision" value="${decision}"`);
  fields.set('decision', decision);
  const answer = await app.inject({ method: 'POST', url: action ?? '', headers: FORM, payload: fields.toString() });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location));
}

describe('PayPal sandbox through the real gateway', () => {
  it('creates, approves on the page, then executes a payment', async () => {
    const paypal = gateway();
    const created = await paypal.createPayment(order());
    expect(created.paymentId).toMatch(/^PAYID-/);
    expect(created.approvalUrl).toMatch(/^\/sandbox\/paypal\/checkout\?token=EC-[0-9A-F]+$/);

    const page = await app.inject({ method: 'GET', url: created.approvalUrl });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<title>ElectroMarché Pay — sandbox</title>');
    expect(page.body).toContain('Paiement de test');
    expect(page.body).toMatch(/12,30\s€/);
    expect(page.body).toContain('EM-TEST2345');
    expect(page.body).toContain('>Payer</button>');
    expect(page.body).toContain('>Annuler</button>');
    expect(page.body).not.toMatch(/<script|https?:\/\//);

    const back = await decide(created.approvalUrl, 'approve');
    expect(back.origin + back.pathname).toBe('https://shop.test/cart/checkout/paypal-return');
    expect(back.searchParams.get('lang')).toBe('fr');
    expect(back.searchParams.get('paymentId')).toBe(created.paymentId);
    expect(back.searchParams.get('token')).toBe(new URL(created.approvalUrl, 'http://x').searchParams.get('token'));
    const payerId = back.searchParams.get('PayerID') ?? '';
    expect(payerId).toMatch(/^SANDBOXPAYER/);

    expect(await paypal.executePayment(created.paymentId, payerId)).toEqual({ paymentId: created.paymentId, payerId, amount: 1230, currency: 'EUR' });
  });

  it('sends the PayPal v1 request bodies and idempotency keys', async () => {
    const requests: { url: string; headers: Headers; body: string }[] = [];
    const inject = injectFetch(app);
    const paypal = createPaypalGateway({
      baseUrl: SANDBOX_BASE_URL,
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: SANDBOX_CLIENT_SECRET,
      sandbox: true,
      fetch: async (url, init) => {
        requests.push({ url, headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? init.body : '' });
        return inject(url, init);
      },
    });
    const created = await paypal.createPayment(order());
    const payerId = (await decide(created.approvalUrl, 'approve')).searchParams.get('PayerID') ?? '';
    await paypal.executePayment(created.paymentId, payerId);

    const [token, create, execute] = requests;
    expect(token?.url).toBe(`${SANDBOX_BASE_URL}/v1/oauth2/token`);
    expect(token?.headers.get('authorization')).toBe(`Basic ${btoa('sandbox-client:sandbox-secret')}`);
    expect(token?.body).toBe('grant_type=client_credentials');
    expect(create?.url).toBe(`${SANDBOX_BASE_URL}/v1/payments/payment`);
    expect(create?.headers.get('paypal-request-id')).toBe('create-EM-TEST2345');
    expect(JSON.parse(create?.body ?? '')).toEqual({
      intent: 'sale',
      payer: { payment_method: 'paypal' },
      transactions: [{ amount: { total: '12.30', currency: 'EUR' }, description: 'ElectroMarché EM-TEST2345', invoice_number: 'EM-TEST2345' }],
      redirect_urls: { return_url: 'https://shop.test/cart/checkout/paypal-return?lang=fr', cancel_url: 'https://shop.test/cart/checkout/paypal-cancel' },
    });
    expect(execute?.url).toBe(`${SANDBOX_BASE_URL}/v1/payments/payment/${created.paymentId}/execute`);
    expect(execute?.headers.get('paypal-request-id')).toBe(`execute-${created.paymentId}`);
    expect(JSON.parse(execute?.body ?? '')).toEqual({ payer_id: payerId });
  });

  it.each([
    [1, 'EUR', '0.01'],
    [1230, 'EUR', '12.30'],
    [10_000_005, 'USD', '100000.05'],
  ] as const)('charges %i minor units of %s as "%s" and reads them back', async (amount, currency, total) => {
    const paypal = gateway();
    const created = await paypal.createPayment(order({ amount, currency }));
    expect(calls.find((call) => call.path.endsWith('/v1/payments/payment'))?.body).toContain(`"total":"${total}"`);
    const payerId = (await decide(created.approvalUrl, 'approve')).searchParams.get('PayerID') ?? '';
    expect(await paypal.executePayment(created.paymentId, payerId)).toMatchObject({ amount, currency });
  });

  it('declines a payment the buyer has not approved', async () => {
    const paypal = gateway();
    const created = await paypal.createPayment(order());
    const execution = paypal.executePayment(created.paymentId, 'SANDBOXPAYER00000000');
    await expect(execution).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(execution).rejects.toThrow(/PAYMENT_NOT_APPROVED_FOR_EXECUTION/);
  });

  it('sends a cancelling buyer to cancel_url; the payment cannot be executed until the buyer comes back and approves', async () => {
    const paypal = gateway();
    const created = await paypal.createPayment(order());
    const back = await decide(created.approvalUrl, 'cancel', 'en');
    expect(back.href).toBe(`https://shop.test/cart/checkout/paypal-cancel?token=${new URL(created.approvalUrl, 'http://x').searchParams.get('token')}`);
    await expect(paypal.executePayment(created.paymentId, 'SANDBOXPAYER00000000')).rejects.toThrow(/PAYMENT_NOT_APPROVED_FOR_EXECUTION/);
    const again = await app.inject({ method: 'GET', url: `${created.approvalUrl}&locale=en` });
    expect(again.statusCode).toBe(200);
    const payerId = (await decide(created.approvalUrl, 'approve')).searchParams.get('PayerID') ?? '';
    expect((await paypal.executePayment(created.paymentId, payerId)).paymentId).toBe(created.paymentId);
  });

  it('executes once: a second execute is PAYMENT_ALREADY_DONE', async () => {
    const paypal = gateway();
    const created = await paypal.createPayment(order());
    const payerId = (await decide(created.approvalUrl, 'approve')).searchParams.get('PayerID') ?? '';
    await paypal.executePayment(created.paymentId, payerId);
    const second = paypal.executePayment(created.paymentId, payerId);
    await expect(second).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(second).rejects.toThrow(/PAYMENT_ALREADY_DONE/);
  });

  it('refuses another payer id, and still accepts the right one', async () => {
    const paypal = gateway();
    const created = await paypal.createPayment(order());
    const payerId = (await decide(created.approvalUrl, 'approve')).searchParams.get('PayerID') ?? '';
    await expect(paypal.executePayment(created.paymentId, 'SANDBOXPAYERFFFFFFFF')).rejects.toThrow(/INVALID_PAYER_ID/);
    await expect(paypal.executePayment(created.paymentId, payerId)).resolves.toMatchObject({ payerId });
  });

  it('tells where a payment stands when asked again: open until executed, then the money it took', async () => {
    const paypal = gateway();
    const created = await paypal.createPayment(order());
    expect(await paypal.lookupPayment(created.paymentId)).toEqual({ state: 'open' });
    const payerId = (await decide(created.approvalUrl, 'approve')).searchParams.get('PayerID') ?? '';
    expect(await paypal.lookupPayment(created.paymentId)).toEqual({ state: 'open' });
    await paypal.executePayment(created.paymentId, payerId);
    expect(await paypal.lookupPayment(created.paymentId)).toEqual({ state: 'executed', payment: { paymentId: created.paymentId, payerId, amount: 1230, currency: 'EUR' } });
    expect(calls.at(-1)?.path).toBe(`/sandbox/paypal/v1/payments/payment/${created.paymentId}`);
    expect(await paypal.lookupPayment('PAYID-UNKNOWN')).toEqual({ state: 'failed', detail: 'lookup: no such payment' });
  });

  it('declines an unknown payment id', async () => {
    await expect(gateway().executePayment('PAYID-UNKNOWN', 'SANDBOXPAYER00000000')).rejects.toThrow(/INVALID_RESOURCE_ID/);
  });

  it('refuses bad client credentials: a plain error (our configuration), not a decline', async () => {
    const creation = gateway('wrong-secret').createPayment(order());
    await expect(creation).rejects.toThrow(/client credentials \(401\)/);
    await expect(creation).rejects.not.toBeInstanceOf(PaymentDeclinedError);
    const token = await app.inject({ method: 'POST', url: '/sandbox/paypal/v1/oauth2/token', headers: { ...FORM, authorization: 'Basic d3Jvbmc6d3Jvbmc=' }, payload: 'grant_type=client_credentials' });
    expect(token.statusCode).toBe(401);
    expect(token.json()).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
  });

  it('asks for one token and reuses it across payments, even concurrent ones', async () => {
    const paypal = gateway();
    await Promise.all([paypal.createPayment(order({ orderNumber: 'EM-A' })), paypal.createPayment(order({ orderNumber: 'EM-B' }))]);
    await paypal.createPayment(order({ orderNumber: 'EM-C' }));
    expect(calls.filter((call) => call.path.endsWith('/oauth2/token'))).toHaveLength(1);
    expect(calls.filter((call) => call.path.endsWith('/payments/payment'))).toHaveLength(3);
  });
});

describe('PayPal sandbox endpoints', () => {
  const bearer = async () => {
    const answer = await app.inject({ method: 'POST', url: '/sandbox/paypal/v1/oauth2/token', headers: { ...FORM, authorization: `Basic ${btoa('sandbox-client:sandbox-secret')}` }, payload: 'grant_type=client_credentials' });
    return { authorization: `Bearer ${answer.json<{ access_token: string }>().access_token}` };
  };

  it('needs a bearer token it issued', async () => {
    for (const headers of [{}, { authorization: 'Bearer made-up' }]) {
      const answer = await app.inject({ method: 'POST', url: '/sandbox/paypal/v1/payments/payment/PAYID-X/execute', headers, payload: { payer_id: 'P' } });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
    }
  });

  it('answers PayPal validation errors', async () => {
    const answer = await app.inject({ method: 'POST', url: '/sandbox/paypal/v1/payments/payment', headers: await bearer(), payload: { intent: 'sale', transactions: [] } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ name: 'VALIDATION_ERROR', details: expect.arrayContaining([expect.objectContaining({ field: 'transactions' })]) });
    const grant = await app.inject({ method: 'POST', url: '/sandbox/paypal/v1/oauth2/token', headers: { ...FORM, authorization: `Basic ${btoa('sandbox-client:sandbox-secret')}` }, payload: 'grant_type=password' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('adds PayPal parameters to a return_url without a query', async () => {
    const paypal = gateway();
    const created = await paypal.createPayment(order({ returnUrl: 'https://shop.test/back' }));
    const back = await decide(created.approvalUrl, 'approve');
    expect(back.href).toMatch(/^https:\/\/shop\.test\/back\?paymentId=PAYID-\w+&token=EC-\w+&PayerID=SANDBOXPAYER\w+$/);
  });

  it('shows the page in English on request, and a page for an unknown token or a broken form', async () => {
    const created = await gateway().createPayment(order());
    const english = await app.inject({ method: 'GET', url: `${created.approvalUrl}&locale=en` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Test payment');
    expect(english.body).toContain('€12.30');
    expect(english.body).toContain('>Approve</button>');
    expect(english.body).toContain('<input type="hidden" name="locale" value="en">');
    const fallback = await app.inject({ method: 'GET', url: `${created.approvalUrl}&locale=de` });
    expect(fallback.body).toContain('<html lang="fr">');

    const unknown = await app.inject({ method: 'GET', url: '/sandbox/paypal/checkout?token=EC-NOPE&locale=en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('unknown or has expired');
    const broken = await app.inject({ method: 'POST', url: '/sandbox/paypal/checkout', headers: FORM, payload: 'token=EC-X&decision=maybe&locale=en' });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(broken.body).toContain('incomplete');
    const missing = await app.inject({ method: 'GET', url: '/sandbox/paypal/checkout' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('<html lang="fr">');
  });

  it('cuts a long description to what PayPal takes, without splitting an emoji', async () => {
    const created = await gateway().createPayment(order({ description: '🛒'.repeat(100) }));
    const sent = JSON.parse(calls.find((call) => call.path.endsWith('/v1/payments/payment'))?.body ?? '{}');
    expect(sent.transactions[0].description).toBe('🛒'.repeat(63));
    expect(created.paymentId).toMatch(/^PAYID-/);
  });

  it('escapes what the store sent before showing it', async () => {
    const created = await gateway().createPayment(order({ description: '<img src=x onerror=alert(1)>' }));
    const page = await app.inject({ method: 'GET', url: created.approvalUrl });
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img');
  });
});
