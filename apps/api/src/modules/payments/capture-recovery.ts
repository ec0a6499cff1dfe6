import { type ExecutedPayment, PayerMismatchError, PaymentDeclinedError, type PaymentGateway } from './payment-gateway.ts';

/*
 * A capture cut short: the buyer confirmed, we marked the payment CAPTURING and called the
 * provider, and then the process stopped (a deploy, a crash) before our commit. The money may
 * have been taken. Orders and plans each keep the stamp of when their capture started; a sweep
 * finds the old ones and settles each here, with what the provider says now.
 */

/** What the charge must be: the amount and ISO currency we asked the provider for. */
export interface ExpectedCharge {
  amount: number;
  currency: string;
}

/** Why the charge does not match what was asked, or undefined when it does. */
export function chargeMismatch(executed: ExecutedPayment, expected: ExpectedCharge): string | undefined {
  if (executed.amount === expected.amount && executed.currency === expected.currency) return undefined;
  return `charged ${executed.amount} ${executed.currency}, expected ${expected.amount} ${expected.currency}`;
}

/**
 * How a stalled capture ends: `paid` (the money is taken), `mismatched` (money was taken, but
 * not the amount asked: it is owed back), `failed` (the provider took none and never will), or
 * `waiting` (the payer on record is not the approving one: the payment waits for its buyer
 * again, as after a refused confirmation).
 */
export type StalledCaptureOutcome = { kind: 'paid'; executed: ExecutedPayment } | { kind: 'mismatched'; executed: ExecutedPayment; detail: string } | { kind: 'failed'; detail: string } | { kind: 'waiting' };

/**
 * Settles a capture whose answer was lost: asks the provider where the payment stands; an open
 * payment the buyer approved is executed now, with the payer kept when the capture started
 * (PayPal-Request-Id makes a repeated execute safe). Throws when the provider cannot say, so the
 * caller leaves the capture for the next sweep.
 */
export async function settleStalledCapture(gateway: PaymentGateway, paymentId: string, payerId: string, expected: ExpectedCharge): Promise<StalledCaptureOutcome> {
  const found = await gateway.lookupPayment(paymentId);
  if (found.state === 'failed') return { kind: 'failed', detail: found.detail };
  let executed: ExecutedPayment;
  if (found.state === 'executed') {
    executed = found.payment;
  } else {
    try {
      executed = await gateway.executePayment(paymentId, payerId);
    } catch (error) {
      if (error instanceof PayerMismatchError) return { kind: 'waiting' };
      if (error instanceof PaymentDeclinedError) return { kind: 'failed', detail: error.message };
      throw error;
    }
  }
  const mismatch = chargeMismatch(executed, expected);
  return mismatch ? { kind: 'mismatched', executed, detail: mismatch } : { kind: 'paid', executed };
}
