import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type NotifyBy, PHONE_VERIFICATION_MAX_ATTEMPTS } from '@store/contracts/account-keys';
import type { Database } from '@store/db/client';
import { accountKeys } from '@store/db/schema/index';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HttpProblem } from '../../lib/http-problem.ts';

/*
 * One-time keys. A mailed key is 256 random bits in a link; an SMS key is digits a person can
 * type (10 for activation and reset, which name no account, 6 for a signed-in user's phone
 * check, which allows 5 tries). Only a SHA-256 of the key is stored: a database leak gives no
 * usable key. Issuing a key revokes the account's older keys of the same purpose.
 */

/** UNDO_*: sent to the old address when the email or phone changes, to put it back. */
export type KeyPurpose = 'ACTIVATION' | 'RESET_PASSWORD' | 'VERIFY_EMAIL' | 'VERIFY_PHONE' | 'UNDO_EMAIL_CHANGE' | 'UNDO_PHONE_CHANGE';

const invalid = () => new HttpProblem('account/key-invalid', 'This key is not valid.');
const expired = () => new HttpProblem('account/key-expired', 'This key has expired.');
const used = () => new HttpProblem('account/key-used', 'This key was already used.');

/** SMS codes may be typed with spaces or dashes; mailed keys are used as they are. */
export function normalizeKey(key: string): string {
  const trimmed = key.trim();
  return /^[\d\s-]+$/.test(trimmed) ? trimmed.replace(/[\s-]/g, '') : trimmed;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(normalizeKey(key)).digest('hex');
}

/** A 256-bit link token for mail (or whenever `digits` is 0, e.g. an undo link sent by SMS), else a digits code. */
export function newKey(channel: NotifyBy, digits: number): string {
  if (channel === 'EMAIL' || digits === 0) return randomBytes(32).toString('base64url');
  return Array.from({ length: digits }, () => randomInt(10)).join('');
}

export interface IssueKeyInput {
  accountId: number;
  purpose: KeyPurpose;
  channel: NotifyBy;
  /** The address the key goes to. */
  target: string;
  ttlMinutes: number;
  /** Length of an SMS code; 0 for a link token. */
  digits: number;
  /**
   * Leave the account's older keys of this purpose working (undo links: a second change must
   * not cancel the way back from the first).
   */
  keepOlder?: boolean;
  now?: Date;
}

/** A new key for the account (older keys of the same purpose stop working). */
export async function issueKey(tx: Database, input: IssueKeyInput): Promise<string> {
  const now = input.now ?? new Date();
  if (!input.keepOlder) await revokeKeys(tx, input.accountId, input.purpose, now);
  const key = newKey(input.channel, input.digits);
  await tx.insert(accountKeys).values({
    accountId: input.accountId,
    purpose: input.purpose,
    channel: input.channel,
    target: input.target,
    keyHash: hashKey(key),
    expiresAt: new Date(now.getTime() + input.ttlMinutes * 60_000),
  });
  return key;
}

export async function revokeKeys(tx: Database, accountId: number, purpose: KeyPurpose, now = new Date()) {
  await tx
    .update(accountKeys)
    .set({ revokedAt: now })
    .where(and(eq(accountKeys.accountId, accountId), eq(accountKeys.purpose, purpose), isNull(accountKeys.usedAt), isNull(accountKeys.revokedAt)));
}

export interface ConsumedKey {
  accountId: number;
  /** The purpose the key was issued for (one of those asked for). */
  purpose: KeyPurpose;
  channel: NotifyBy;
  target: string;
}

/**
 * Uses a key that names its account by itself (activation, reset, email verification):
 * `account/key-invalid` when unknown, replaced or sent by another channel than `channel`,
 * `account/key-expired`, `account/key-used`. Marks it used (once, even under races).
 */
export async function consumeKey(tx: Database, purpose: KeyPurpose | readonly KeyPurpose[], key: string, channel?: NotifyBy, now = new Date()): Promise<ConsumedKey> {
  const purposes: readonly KeyPurpose[] = typeof purpose === 'string' ? [purpose] : purpose;
  const [row] = await tx
    .select({ id: accountKeys.id, accountId: accountKeys.accountId, purpose: accountKeys.purpose, channel: accountKeys.channel, target: accountKeys.target, expiresAt: accountKeys.expiresAt, usedAt: accountKeys.usedAt, revokedAt: accountKeys.revokedAt })
    .from(accountKeys)
    .where(and(eq(accountKeys.keyHash, hashKey(key)), inArray(accountKeys.purpose, [...purposes])))
    .orderBy(desc(accountKeys.id))
    .limit(1);
  const issuedFor = purposes.find((known) => known === row?.purpose);
  if (!row || !issuedFor || (channel && row.channel !== channel)) throw invalid();
  if (row.usedAt) throw used();
  if (row.revokedAt) throw invalid();
  if (row.expiresAt <= now) throw expired();
  const [marked] = await tx
    .update(accountKeys)
    .set({ usedAt: now })
    .where(and(eq(accountKeys.id, row.id), isNull(accountKeys.usedAt)))
    .returning({ id: accountKeys.id });
  if (!marked) throw used();
  return { accountId: row.accountId, purpose: issuedFor, channel: row.channel === 'SMS' ? 'SMS' : 'EMAIL', target: row.target };
}

/**
 * Checks a code typed by a signed-in user against their latest key of `purpose`. A wrong code
 * counts a try (committed at once, not in the caller's transaction); the last allowed wrong
 * try burns the key (`account/key-attempts-exceeded`).
 */
export async function consumeAccountCode(db: Database, accountId: number, purpose: KeyPurpose, code: string, now = new Date()): Promise<ConsumedKey> {
  const [row] = await db
    .select({ id: accountKeys.id, channel: accountKeys.channel, target: accountKeys.target, keyHash: accountKeys.keyHash, attempts: accountKeys.attempts, expiresAt: accountKeys.expiresAt, usedAt: accountKeys.usedAt, revokedAt: accountKeys.revokedAt })
    .from(accountKeys)
    .where(and(eq(accountKeys.accountId, accountId), eq(accountKeys.purpose, purpose)))
    .orderBy(desc(accountKeys.id))
    .limit(1);
  if (!row) throw invalid();
  const matches = timingSafeEqual(Buffer.from(hashKey(code), 'hex'), Buffer.from(row.keyHash, 'hex'));
  if (row.usedAt) throw matches ? used() : invalid();
  if (row.revokedAt) throw row.attempts >= PHONE_VERIFICATION_MAX_ATTEMPTS ? attemptsExceeded() : invalid();
  if (row.expiresAt <= now) throw expired();
  if (!matches) {
    const [counted] = await db
      .update(accountKeys)
      .set({
        attempts: sql`${accountKeys.attempts} + 1`,
        revokedAt: sql`case when ${accountKeys.attempts} + 1 >= ${PHONE_VERIFICATION_MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(accountKeys.id, row.id), isNull(accountKeys.revokedAt)))
      .returning({ attempts: accountKeys.attempts });
    throw (counted?.attempts ?? PHONE_VERIFICATION_MAX_ATTEMPTS) >= PHONE_VERIFICATION_MAX_ATTEMPTS ? attemptsExceeded() : invalid();
  }
  const [marked] = await db
    .update(accountKeys)
    .set({ usedAt: now })
    .where(and(eq(accountKeys.id, row.id), isNull(accountKeys.usedAt), isNull(accountKeys.revokedAt)))
    .returning({ id: accountKeys.id });
  if (!marked) throw used();
  return { accountId, purpose, channel: row.channel === 'SMS' ? 'SMS' : 'EMAIL', target: row.target };
}

const attemptsExceeded = () => new HttpProblem('account/key-attempts-exceeded', 'Too many wrong codes: ask for a new one.');
