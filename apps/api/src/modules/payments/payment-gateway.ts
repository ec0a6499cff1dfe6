import { convertMoney, type ExchangeRates } from '@store/contracts/money';
import { HttpProblem } from '../../lib/http-problem.ts';

/*
 * What the order service needs from an online payment provider. PayPal's REST v1 payments
 * API has exactly this shape (spec §7: the buyer comes back with payerID and paymentId):
 * create a payment, send the buyer to approve it, then execute it with the payer's id.
 */

export interface CreatePaymentInput {
  /** Our order number, shown to the buyer by the provider and kept as its invoice number. */
  orderNumber: string;
  /** Minor units of `currency`. */
  amount: number;
  /** ISO code the provider charges in (PayPal takes EUR or USD, never XOF). */
  currency: 'EUR' | 'USD';
  description: string;
  /** Absolute URLs the provider sends the buyer back to. */
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedPayment {
  /** The provider's payment id (PayPal: PAYID-...). */
  paymentId: string;
  /** Where the buyer approves the payment: absolute, or a path of this store for the sandbox. */
  approvalUrl: string;
}

export interface ExecutedPayment {
  paymentId: string;
  payerId: string;
  /** Minor units actually charged, and its ISO currency: checked against the order. */
  amount: number;
  currency: string;
}

/**
 * What the provider says of a payment when asked again: the money was taken (`executed`), the
 * payment can still be executed (`open`: created, approved or not), or it ended without money
 * (`failed`: failed, cancelled, expired, or executed for another amount).
 */
export type PaymentLookup = { state: 'executed'; payment: ExecutedPayment } | { state: 'open' } | { state: 'failed'; detail: string };

/** The provider refused (not approved, unknown payment, declined card...). Safe to show as `payment/declined`. */
export class PaymentDeclinedError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * The provider refused this payer for this payment (a PayerID from another approval, a malformed
 * one, or no approval yet). It says nothing about the payment itself, which the real buyer may
 * still approve and pay: the order service leaves the payment and the order as they were.
 */
export class PayerMismatchError extends PaymentDeclinedError {
  constructor(detail: string) {
    super(detail);
    this.name = 'PayerMismatchError';
  }
}

export interface PaymentGateway {
  /** `true` when this is the store's own sandbox rather than the real provider. */
  readonly sandbox: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Captures an approved payment; throws PayerMismatchError when the payer is not the one who
   * approved it, PaymentDeclinedError when the provider refuses otherwise.
   */
  executePayment(paymentId: string, payerId: string): Promise<ExecutedPayment>;
  /**
   * Asks the provider where a payment stands, to finish a capture whose answer was lost (the
   * process stopped between the provider's capture and our commit). Throws when it cannot say.
   */
  lookupPayment(paymentId: string): Promise<PaymentLookup>;
}

/** Calls the provider: an outage becomes a 503, a refusal a 402 the payer can act on. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentDeclinedError) throw new HttpProblem('payment/declined', 'The payment provider refused the payment.');
    throw new HttpProblem('server/unavailable', 'The payment provider cannot be reached; try again in a moment.');
  }
}

/** PayPal charges no XOF: a CFA amount is charged in EUR at the fixed peg, exactly rounded once. */
export function providerCharge(amount: number, currency: 'CFA' | 'EUR' | 'USD', rates: ExchangeRates) {
  if (currency !== 'CFA') return { amount, currency };
  return convertMoney({ amount, currency }, 'EUR', rates);
}

/**
 * Waits (a few seconds at most) for a concurrent confirmation of the same payment to finish:
 * `status` reads the payment's state, `done` is its paid state, `paid` the answer then.
 */
export async function awaitCapture<T>(status: () => Promise<string | undefined>, done: string, paid: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const now = await status();
    if (now === done) return paid();
    if (now !== 'CAPTURING') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new HttpProblem('idempotency/in-progress', 'This payment is being confirmed; look again in a moment.');
}
