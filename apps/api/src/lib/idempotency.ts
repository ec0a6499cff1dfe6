import { createHash } from 'node:crypto';
import type { Database } from '@store/db/client';
import { idempotencyKeys } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './http-problem.ts';

/*
 * `Idempotency-Key` (IETF draft, as Stripe and PayPal use it): a retried request with the same
 * key gets the first answer instead of doing the work twice; the same key with another body
 * is a client bug (422). The answer is recorded in the transaction that did the work, so a
 * rolled-back attempt leaves no key behind, and a concurrent duplicate waits on the row lock
 * of the resource both touch, then replays.
 */

export interface IdempotencyKey {
  /** The route and who asked, so one client's key never replays another's answer. */
  scope: string;
  key: string;
  requestHash: string;
}

export interface RecordedAnswer<T> {
  statusCode: number;
  body: T;
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The scope of a buyer's keys on `route`: the account, or for a guest a secret only that guest's
 * checkout holds (the reservation id, the guest cart's slug), hashed so the table never keeps it
 * in clear. Guests never share a scope, so one guest's key can neither replay another's answer
 * nor collide with it. Undefined when the caller is neither.
 */
export function buyerScope(route: string, buyer: { accountId: number | null; guestSecret?: string | undefined }): string | undefined {
  if (buyer.accountId !== null) return `${route}:${buyer.accountId}`;
  if (buyer.guestSecret) return `${route}:guest:${createHash('sha256').update(buyer.guestSecret).digest('base64url')}`;
  return undefined;
}

/** Reads the header; undefined when the client sent none, or when there is no one to scope it to. */
export function idempotencyKeyOf(request: FastifyRequest, scope: string | undefined): IdempotencyKey | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined || scope === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw new HttpProblem('request/invalid', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  // The body as validated: zod gives keys in schema order, so equal requests hash equally.
  const requestHash = createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex');
  return { scope, key, requestHash };
}

/** The answer recorded for this key, if any; 422 when the key came with another body. */
export async function recordedAnswer(db: Database, key: IdempotencyKey | undefined): Promise<RecordedAnswer<unknown> | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key)))
    .limit(1);
  if (!row) return undefined;
  if (row.requestHash !== key.requestHash) {
    throw new HttpProblem('idempotency/key-reused', 'This Idempotency-Key was used with another request.');
  }
  return { statusCode: row.statusCode, body: row.response };
}

/** Records the answer inside the transaction that did the work. */
export async function recordAnswer(tx: Database, key: IdempotencyKey | undefined, statusCode: number, body: unknown): Promise<void> {
  if (!key) return;
  await tx.insert(idempotencyKeys).values({ scope: key.scope, key: key.key, requestHash: key.requestHash, statusCode, response: body });
}
