import { describe, expect, it } from 'vitest';
import { type CreatePaymentInput, PayerMismatchError, PaymentDeclinedError } from './payment-gateway.ts';
import { createPaypalGateway, type FetchLike } from './paypal-gateway.ts';

/*
 * The gateway against a scripted PayPal: the failures the sandbox never makes (5xx, network,
 * odd answers, tokens dropped early). The happy paths run against the sandbox in
 * paypal-sandbox.test.ts.
 */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokenAnswer = (value = 'TOKEN-1', expires = 32_400) => json(200, { access_token: value, token_type: 'Bearer', expires_in: expires });

const input: CreatePaymentInput = { orderNumber: 'EM-1', amount: 500, currency: 'EUR', description: 'Order', returnUrl: 'https://shop.test/ok', cancelUrl: 'https://shop.test/ko' };

const createdAnswer = (approval = 'https://www.paypal.com/checkoutnow?token=EC-1') =>
  json(201, { id: 'PAYID-1', intent: 'sale', state: 'created', transactions: [{ amount: { total: '5.00', currency: 'EUR' } }], links: [{ href: approval, rel: 'approval_url', method: 'REDIRECT' }] });

const executedAnswer = (overrides: Record<string, unknown> = {}, saleState = 'completed') =>
  json(200, {
    id: 'PAYID-1',
    intent: 'sale',
    state: 'approved',
    payer: { payment_method: 'paypal', payer_info: { payer_id: 'PAYER1' } },
    transactions: [{ amount: { total: '5.00', currency: 'EUR' }, related_resources: [{ sale: { id: 'S1', state: saleState } }] }],
    ...overrides,
  });

/** A PayPal that answers each call with the next scripted answer (or error), recording the calls. */
function scripted(...answers: (Response | Error)[]) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ path: new URL(url).pathname, authorization: new Headers(init?.headers).get('authorization') });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

const gateway = (fetch: FetchLike, extra: { sandbox?: boolean; now?: () => number } = {}) =>
  createPaypalGateway({ baseUrl: 'https://api-m.paypal.test/', clientId: 'id', clientSecret: 'secret', fetch, sandbox: extra.sandbox ?? false, now: extra.now });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('PayPal gateway failures', () => {
  it('turns a PayPal 5xx into a plain error (the caller answers 503), not a decline', async () => {
    const paypal = scripted(tokenAnswer(), json(503, { name: 'INTERNAL_SERVICE_ERROR', message: 'down' }));
    const error = await rejection(gateway(paypal.fetch).createPayment(input));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PaymentDeclinedError);
    expect(String(error)).toContain('PayPal answered 503');
  });

  it('turns network failures and rate limits into plain errors', async () => {
    const offline = await rejection(gateway(scripted(new TypeError('fetch failed')).fetch).createPayment(input));
    expect(offline).not.toBeInstanceOf(PaymentDeclinedError);
    expect(String(offline)).toContain('PayPal unreachable');
    const limited = await rejection(gateway(scripted(tokenAnswer(), json(429, {})).fetch).executePayment('PAYID-1', 'PAYER1'));
    expect(limited).not.toBeInstanceOf(PaymentDeclinedError);
  });

  it('declines on a 4xx, an unreadable answer, a payment not approved or a sale not completed', async () => {
    const cases: [Response, RegExp][] = [
      [json(400, { name: 'VALIDATION_ERROR', message: 'bad' }), /VALIDATION_ERROR/],
      [json(422, 'not json at all'), /HTTP 422/],
      [json(200, { id: 'PAYID-1' }), /unreadable answer/],
      [executedAnswer({ state: 'failed' }), /payment is failed/],
      [executedAnswer({}, 'pending'), /sale is pending/],
      [executedAnswer({ id: 'PAYID-2' }), /another payment/],
      [executedAnswer({ transactions: [{ amount: { total: '5.001', currency: 'EUR' } }] }), /unreadable answer/],
    ];
    for (const [answer, detail] of cases) {
      const error = await rejection(gateway(scripted(tokenAnswer(), answer).fetch).executePayment('PAYID-1', 'PAYER1'));
      expect(error).toBeInstanceOf(PaymentDeclinedError);
      expect(String(error)).toMatch(detail);
    }
  });

  it('tells a payer who did not approve the payment apart from a refused payment', async () => {
    for (const name of ['INVALID_PAYER_ID', 'PAYMENT_NOT_APPROVED_FOR_EXECUTION']) {
      const error = await rejection(gateway(scripted(tokenAnswer(), json(400, { name, message: 'no' })).fetch).executePayment('PAYID-1', 'SOMEONEELSE'));
      expect(error, name).toBeInstanceOf(PayerMismatchError);
    }
    await expect(gateway(scripted().fetch).executePayment('PAYID-1', 'a b')).rejects.toBeInstanceOf(PayerMismatchError);
    const refused = await rejection(gateway(scripted(tokenAnswer(), json(400, { name: 'INSTRUMENT_DECLINED', message: 'no' })).fetch).executePayment('PAYID-1', 'PAYER1'));
    expect(refused).toBeInstanceOf(PaymentDeclinedError);
    expect(refused).not.toBeInstanceOf(PayerMismatchError);
  });

  it('reads the charged amount and payer from the execute answer', async () => {
    const paypal = scripted(tokenAnswer(), executedAnswer());
    expect(await gateway(paypal.fetch).executePayment('PAYID-1', 'PAYER1')).toEqual({ paymentId: 'PAYID-1', payerId: 'PAYER1', amount: 500, currency: 'EUR' });
    expect(paypal.calls.map((call) => call.path)).toEqual(['/v1/oauth2/token', '/v1/payments/payment/PAYID-1/execute']);
  });

  it('reads where a payment stands; an outage or an odd answer is "cannot say", never "failed"', async () => {
    expect(await gateway(scripted(tokenAnswer(), executedAnswer()).fetch).lookupPayment('PAYID-1')).toEqual({ state: 'executed', payment: { paymentId: 'PAYID-1', payerId: 'PAYER1', amount: 500, currency: 'EUR' } });
    expect(await gateway(scripted(tokenAnswer(), createdAnswer()).fetch).lookupPayment('PAYID-1')).toEqual({ state: 'open' });
    expect(await gateway(scripted(tokenAnswer(), executedAnswer({ state: 'failed' })).fetch).lookupPayment('PAYID-1')).toEqual({ state: 'failed', detail: 'lookup: payment is failed' });
    expect(await gateway(scripted(tokenAnswer(), executedAnswer({}, 'denied')).fetch).lookupPayment('PAYID-1')).toEqual({ state: 'failed', detail: 'lookup: sale is denied' });
    for (const answer of [json(503, {}), new Error('socket hang up'), json(403, { name: 'PERMISSION_DENIED', message: 'no' }), json(200, { id: 'PAYID-2' })]) {
      const error = await rejection(gateway(scripted(tokenAnswer(), answer).fetch).lookupPayment('PAYID-1'));
      expect(error).not.toBeInstanceOf(PaymentDeclinedError);
    }
    const paypal = scripted(tokenAnswer(), createdAnswer());
    await gateway(paypal.fetch).lookupPayment('PAYID-1');
    expect(paypal.calls.map((call) => call.path)).toEqual(['/v1/oauth2/token', '/v1/payments/payment/PAYID-1']);
  });

  it('never puts a malformed id from the browser in a URL, nor charges a bad amount', async () => {
    const paypal = scripted();
    await expect(gateway(paypal.fetch).executePayment('../../v1/other', 'PAYER1')).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(gateway(paypal.fetch).executePayment('PAYID-1', 'a b')).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(gateway(paypal.fetch).createPayment({ ...input, amount: 0 })).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(gateway(paypal.fetch).createPayment({ ...input, amount: 12.5 })).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect(paypal.calls).toEqual([]);
  });

  it('sends buyers only to an https approval page, or to a local path for the sandbox', async () => {
    expect(await gateway(scripted(tokenAnswer(), createdAnswer()).fetch).createPayment(input)).toEqual({ paymentId: 'PAYID-1', approvalUrl: 'https://www.paypal.com/checkoutnow?token=EC-1' });
    for (const approval of ['/sandbox/paypal/checkout?token=EC-1', 'http://www.paypal.com/checkoutnow', 'javascript:alert(1)']) {
      await expect(gateway(scripted(tokenAnswer(), createdAnswer(approval)).fetch).createPayment(input)).rejects.toThrow(/approval_url/);
    }
    await expect(gateway(scripted(tokenAnswer(), createdAnswer('//evil.test/x')).fetch, { sandbox: true }).createPayment(input)).rejects.toThrow(/approval_url/);
    expect((await gateway(scripted(tokenAnswer(), createdAnswer('/sandbox/paypal/checkout?token=EC-1')).fetch, { sandbox: true }).createPayment(input)).approvalUrl).toBe('/sandbox/paypal/checkout?token=EC-1');
  });

  it('renews the token shortly before it expires', async () => {
    let now = 0;
    const paypal = scripted(tokenAnswer('T1', 3600), createdAnswer(), createdAnswer(), tokenAnswer('T2', 3600), createdAnswer());
    const paypalGateway = gateway(paypal.fetch, { now: () => now });
    await paypalGateway.createPayment(input);
    now = 3_200_000; // 53 minutes: still good
    await paypalGateway.createPayment(input);
    now = 3_400_000; // within the last 5 minutes: renewed
    await paypalGateway.createPayment(input);
    expect(paypal.calls.map((call) => call.authorization)).toEqual([expect.stringMatching(/^Basic /), 'Bearer T1', 'Bearer T1', expect.stringMatching(/^Basic /), 'Bearer T2']);
  });

  it('gets a fresh token once when PayPal drops ours early, then gives up', async () => {
    const expired = () => json(401, { error: 'invalid_token', error_description: 'Access Token not found in cache' });
    const recovered = scripted(tokenAnswer('T1'), expired(), tokenAnswer('T2'), createdAnswer());
    await gateway(recovered.fetch).createPayment(input);
    expect(recovered.calls.map((call) => call.authorization)).toEqual([expect.stringMatching(/^Basic /), 'Bearer T1', expect.stringMatching(/^Basic /), 'Bearer T2']);

    const stuck = await rejection(gateway(scripted(tokenAnswer('T1'), expired(), tokenAnswer('T2'), expired()).fetch).createPayment(input));
    expect(stuck).not.toBeInstanceOf(PaymentDeclinedError);
    expect(String(stuck)).toContain('refused our access token');
  });

  it('treats an answer cut off mid-body as unknown, not a decline: PayPal may have charged', async () => {
    const cut = new Response(new ReadableStream({ start: (controller) => controller.error(new Error('connection reset')) }), { status: 200 });
    const error = await rejection(gateway(scripted(tokenAnswer(), cut).fetch).executePayment('PAYID-1', 'PAYER1'));
    expect(error).not.toBeInstanceOf(PaymentDeclinedError);
    expect(String(error)).toContain('cut off');
  });

  it('treats an unreadable token answer as an outage, not a decline', async () => {
    const error = await rejection(gateway(scripted(json(200, { access_token: '' })).fetch).createPayment(input));
    expect(error).not.toBeInstanceOf(PaymentDeclinedError);
  });
});
