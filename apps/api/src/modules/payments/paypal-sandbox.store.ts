/*
 * What the PayPal sandbox remembers: the access tokens it issued and the test payments.
 * It lives in memory on purpose: the sandbox stands in for a remote service, and like one it
 * owns its state apart from the store's database; restarting it drops unfinished test payments,
 * which the order service sees as payments PayPal let expire. Entries older than a day go, and
 * the oldest go first past a count, so no amount of test traffic grows memory without bound.
 */
import { randomBytes } from 'node:crypto';
import type { PaypalCreatePaymentBody } from './paypal-wire.ts';

export type SandboxPaymentStatus = 'awaiting-buyer' | 'buyer-approved' | 'buyer-cancelled' | 'executed';

export interface SandboxPayment {
  id: string;
  /** The checkout token of the approval page (EC-...). */
  token: string;
  createdAt: number;
  status: SandboxPaymentStatus;
  /** Set when the buyer approves; execute must name it. */
  payerId?: string;
  request: PaypalCreatePaymentBody;
}

export interface SandboxStoreOptions {
  maxAgeMs?: number;
  maxEntries?: number;
  /** Access token lifetime, seconds (PayPal gives about 9 hours). */
  tokenLifetimeSeconds?: number;
  now?: () => number;
}

/** Upper-case letters and digits, like PayPal's own ids. */
const randomId = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

export function createSandboxStore(options: SandboxStoreOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
  const now = options.now ?? Date.now;
  // Maps iterate in insertion order, so the first entries are always the oldest.
  const payments = new Map<string, SandboxPayment>();
  const paymentIdByToken = new Map<string, string>();
  const tokens = new Map<string, number>();

  function prune() {
    const oldest = now() - maxAgeMs;
    for (const payment of payments.values()) {
      if (payment.createdAt >= oldest && payments.size < maxEntries) break;
      payments.delete(payment.id);
      paymentIdByToken.delete(payment.token);
    }
    for (const [value, expiresAt] of tokens) {
      if (expiresAt > now() && tokens.size < maxEntries) break;
      tokens.delete(value);
    }
  }

  function paymentById(id: string): SandboxPayment | undefined {
    const payment = payments.get(id);
    return payment && payment.createdAt >= now() - maxAgeMs ? payment : undefined;
  }

  return {
    paymentById,

    issueToken(): { value: string; expiresIn: number } {
      prune();
      const value = `A21AA${randomBytes(32).toString('base64url')}`;
      tokens.set(value, now() + tokenLifetimeSeconds * 1000);
      return { value, expiresIn: tokenLifetimeSeconds };
    },

    isValidToken(value: string): boolean {
      const expiresAt = tokens.get(value);
      return expiresAt !== undefined && expiresAt > now();
    },

    createPayment(request: PaypalCreatePaymentBody): SandboxPayment {
      prune();
      const payment: SandboxPayment = { id: `PAYID-${randomId(12)}`, token: `EC-${randomId(9)}`, createdAt: now(), status: 'awaiting-buyer', request };
      payments.set(payment.id, payment);
      paymentIdByToken.set(payment.token, payment.id);
      return payment;
    },

    paymentByToken(token: string): SandboxPayment | undefined {
      const id = paymentIdByToken.get(token);
      return id === undefined ? undefined : paymentById(id);
    },

    newPayerId(): string {
      return `SANDBOXPAYER${randomId(4)}`;
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
