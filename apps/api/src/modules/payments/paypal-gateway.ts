/*
 * PayPal's REST v1 payments API behind our PaymentGateway. Two kinds of failure, because the
 * order service treats them differently: PayPal refused (any 4xx, a payment not approved, an
 * answer we cannot read) is a PaymentDeclinedError the shopper may retry with another method;
 * PayPal unreachable or broken (network, timeout, 5xx, 429, our own credentials refused) is a
 * plain Error, a 503 with the order left as it was.
 */
import { type CreatePaymentInput, type CreatedPayment, type ExecutedPayment, PayerMismatchError, PaymentDeclinedError, type PaymentGateway, type PaymentLookup } from './payment-gateway.ts';
import { fromPaypalTotal, toPaypalTotal } from './paypal-amount.ts';
import { type PaypalCreatePaymentBody, paypalErrorSchema, type PaypalPayment, paypalPaymentSchema, paypalTokenSchema } from './paypal-wire.ts';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface PaypalGatewayOptions {
  /** PayPal's API root (https://api-m.paypal.com) or the sandbox's; a trailing slash is ignored. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: FetchLike;
  sandbox: boolean;
  /** Per request; a hung PayPal must not hold the shopper's checkout forever. */
  timeoutMs?: number;
  /** Clock of the token cache (tests). */
  now?: () => number;
}

/** PayPal's ids are letters, digits and dashes; anything else never reaches a URL path. */
const paymentIdPattern = /^[A-Za-z0-9-]{1,64}$/;
const payerIdPattern = /^[A-Za-z0-9]{1,64}$/;
/** PayPal's names for an execute whose payer is not the approving one (or that nobody approved yet). */
const payerMismatchNames = new Set(['INVALID_PAYER_ID', 'PAYER_ID_MISMATCH', 'PAYMENT_NOT_APPROVED_FOR_EXECUTION']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface PaypalAnswer {
  status: number;
  body: unknown;
}

/**
 * The money an executed payment took, or why it took none: PayPal says `approved` once executed,
 * and its sale is `completed` when the money moved.
 */
function moneyTaken(payment: PaypalPayment, payerId: string): ExecutedPayment | string {
  if (payment.state !== 'approved') return `payment is ${payment.state}`;
  const [transaction] = payment.transactions;
  const sale = transaction?.related_resources?.find((resource) => resource.sale)?.sale;
  if (!transaction || sale?.state !== 'completed') return `sale is ${sale?.state ?? 'missing'}`;
  const amount = fromPaypalTotal(transaction.amount.total);
  if (amount === undefined) return 'unreadable amount';
  return { paymentId: payment.id, payerId: payment.payer?.payer_info?.payer_id ?? payerId, amount, currency: transaction.amount.currency };
}

export function createPaypalGateway(options: PaypalGatewayOptions): PaymentGateway {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  const now = options.now ?? Date.now;
  let token: { value: string; renewAt: number } | undefined;
  // Concurrent checkouts share one token request instead of each fetching its own.
  let tokenRequest: Promise<string> | undefined;

  async function send(path: string, init: RequestInit): Promise<PaypalAnswer> {
    let response: Response;
    try {
      response = await options.fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new Error(`PayPal unreachable (${path})`, { cause: error });
    }
    if (response.status >= 500 || response.status === 429) throw new Error(`PayPal answered ${response.status} (${path})`);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // Cut off mid-answer: PayPal may have acted, so this is "unknown" (retried with the same
      // PayPal-Request-Id), never a decline.
      throw new Error(`PayPal answer cut off (${path})`, { cause: error });
    }
    return { status: response.status, body: parseJson(text) };
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    // Refused credentials are the store's misconfiguration, not the shopper's payment being declined.
    if (answer.status !== 200) throw new Error(`PayPal refused the client credentials (${answer.status})`);
    const parsed = paypalTokenSchema.safeParse(answer.body);
    if (!parsed.success) throw new Error('PayPal sent an unreadable access token');
    const lifetime = parsed.data.expires_in;
    // Renew a little early so a token never expires between our check and PayPal's.
    const margin = Math.min(300, lifetime / 10);
    token = { value: parsed.data.access_token, renewAt: now() + (lifetime - margin) * 1000 };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** A payments request with our token; one retry with a fresh token if PayPal dropped ours early. */
  async function authorized(path: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }): Promise<PaypalAnswer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await send(path, { ...init, headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/json', ...init.headers } });
      if (answer.status !== 401) return answer;
      token = undefined;
      if (attempt > 0) throw new Error(`PayPal refused our access token (${path})`);
    }
  }

  /** A payments call; its request id makes a retried call (ours here, or the order service's) happen once. */
  const call = (path: string, body: unknown, requestId: string) =>
    authorized(path, { method: 'POST', headers: { 'content-type': 'application/json', 'paypal-request-id': requestId }, body: JSON.stringify(body) });

  /** A read, which changes nothing at PayPal. */
  const read = (path: string) => authorized(path, { method: 'GET' });

  function parsePayment(answer: PaypalAnswer, what: string): PaypalPayment {
    if (answer.status >= 400) {
      const problem = paypalErrorSchema.safeParse(answer.body);
      throw new PaymentDeclinedError(`${what} refused: ${problem.success ? problem.data.name : `HTTP ${answer.status}`}`);
    }
    const parsed = paypalPaymentSchema.safeParse(answer.body);
    if (!parsed.success) throw new PaymentDeclinedError(`${what}: unreadable answer`);
    return parsed.data;
  }

  /** The buyer is sent there, so it must be PayPal's https page, or one of our own paths for the sandbox. */
  function approvalUrlOf(payment: PaypalPayment): string {
    const href = payment.links?.find((link) => link.rel === 'approval_url')?.href;
    if (href && options.sandbox && href.startsWith('/') && !href.startsWith('//')) return href;
    if (href && URL.canParse(href) && new URL(href).protocol === 'https:') return href;
    throw new PaymentDeclinedError('create: no usable approval_url');
  }

  return {
    sandbox: options.sandbox,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      let total: string;
      try {
        total = toPaypalTotal(input.amount);
      } catch {
        throw new PaymentDeclinedError('create: amount out of range');
      }
      // PayPal caps descriptions at 127 characters; cut between code points so no emoji is split.
      let description = '';
      for (const character of input.description) {
        if (description.length + character.length > 127) break;
        description += character;
      }
      const body: PaypalCreatePaymentBody = {
        intent: 'sale',
        payer: { payment_method: 'paypal' },
        transactions: [{ amount: { total, currency: input.currency }, description, invoice_number: input.orderNumber }],
        redirect_urls: { return_url: input.returnUrl, cancel_url: input.cancelUrl },
      };
      const answer = await call('/v1/payments/payment', body, `create-${input.orderNumber}`);
      const payment = parsePayment(answer, 'create');
      if (payment.state !== 'created') throw new PaymentDeclinedError(`create: payment is ${payment.state}`);
      return { paymentId: payment.id, approvalUrl: approvalUrlOf(payment) };
    },

    async executePayment(paymentId: string, payerId: string): Promise<ExecutedPayment> {
      // Both come back from the buyer's browser: untrusted until PayPal confirms them.
      if (!paymentIdPattern.test(paymentId)) throw new PaymentDeclinedError('execute: malformed payment id');
      if (!payerIdPattern.test(payerId)) throw new PayerMismatchError('execute: malformed payer id');
      const answer = await call(`/v1/payments/payment/${paymentId}/execute`, { payer_id: payerId }, `execute-${paymentId}`);
      const refusal = answer.status >= 400 ? paypalErrorSchema.safeParse(answer.body) : undefined;
      if (refusal?.success && payerMismatchNames.has(refusal.data.name)) throw new PayerMismatchError(`execute refused: ${refusal.data.name}`);
      const payment = parsePayment(answer, 'execute');
      if (payment.id !== paymentId) throw new PaymentDeclinedError('execute: answer is about another payment');
      const taken = moneyTaken(payment, payerId);
      if (typeof taken === 'string') throw new PaymentDeclinedError(`execute: ${taken}`);
      return taken;
    },

    async lookupPayment(paymentId: string): Promise<PaymentLookup> {
      if (!paymentIdPattern.test(paymentId)) return { state: 'failed', detail: 'lookup: malformed payment id' };
      const answer = await read(`/v1/payments/payment/${paymentId}`);
      // Only PayPal's own "no such payment" ends it; any other refusal is "cannot say" (retried).
      if (answer.status === 404) return { state: 'failed', detail: 'lookup: no such payment' };
      if (answer.status >= 400) throw new Error(`PayPal refused the lookup (${answer.status})`);
      const parsed = paypalPaymentSchema.safeParse(answer.body);
      if (!parsed.success || parsed.data.id !== paymentId) throw new Error('PayPal sent an unreadable payment');
      if (parsed.data.state === 'created') return { state: 'open' };
      const taken = moneyTaken(parsed.data, parsed.data.payer?.payer_info?.payer_id ?? '');
      return typeof taken === 'string' ? { state: 'failed', detail: `lookup: ${taken}` } : { state: 'executed', payment: taken };
    },
  };
}
