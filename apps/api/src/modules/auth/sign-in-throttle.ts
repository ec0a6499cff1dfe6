import { createHash } from 'node:crypto';
import type { Database } from '@store/db/client';
import { accounts, signInThrottles } from '@store/db/schema/index';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { HttpProblem } from '../../lib/http-problem.ts';

/*
 * Sign-in throttle per identifier, on top of the per-address rate limit: forty addresses
 * guessing one account's password get five tries, then a lockout that doubles on each further
 * failure. Counts live in the database, so every process of the store sees the same.
 *
 *   const attempt = await claimSignInAttempt(db, body.username); // 429 when locked
 *   ...check the password...
 *   if (right) await clearSignInAttempts(db, attempt);
 */

/** Attempts in a row without success before the first lockout. */
export const FREE_SIGN_IN_ATTEMPTS = 5;
const FIRST_LOCKOUT_SECONDS = 60;
const MAX_LOCKOUT_SECONDS = 60 * 60;

/**
 * The throttle key of what was typed, normalized as the account lookup reads it (case and
 * spaces of a login or email, separators of a phone number), hashed so no address is stored.
 * Known and unknown identifiers are treated alike, so a lockout tells nothing about accounts.
 */
export function signInKey(username: string): string {
  const phone = username.replace(/[\s.-]/g, '');
  const normalized = /^\+?\d+$/.test(phone) ? phone : username.trim().toLowerCase();
  return createHash('sha256').update(normalized).digest('hex');
}

/** A 429 with the seconds to wait, which the route sends as `Retry-After`. */
export class SignInLocked extends HttpProblem {
  constructor(readonly retryAfterSeconds: number) {
    super('auth/too-many-attempts', 'Too many failed sign-ins with this identifier. Try again later.');
  }
}

export interface SignInAttempt {
  keyHash: string;
}

/**
 * The lock the attempt bringing the count to `attempts` (a SQL expression) puts on the
 * identifier: none before the limit, then one minute, doubling with each further attempt, at
 * most an hour. Computed in the statement that counts, so concurrent attempts see it at once.
 */
const lockAfter = (attempts: SQL) =>
  sql`case when ${attempts} >= ${FREE_SIGN_IN_ATTEMPTS}
    then now() + least(${MAX_LOCKOUT_SECONDS}, ${FIRST_LOCKOUT_SECONDS} * power(2, ${attempts} - ${FREE_SIGN_IN_ATTEMPTS})) * interval '1 second' end`;

/**
 * Counts an attempt before its password is checked, in one statement, so a burst of parallel
 * guesses cannot all slip in before the first failure is written. Throws `SignInLocked` while
 * the identifier is locked (the attempt is then not counted, nor its password checked).
 * A day without attempts starts the count over.
 */
export async function claimSignInAttempt(db: Database, username: string): Promise<SignInAttempt> {
  const keyHash = signInKey(username);
  const attempts = sql`(case when ${signInThrottles.lastAttemptAt} < now() - interval '1 day' then 1 else ${signInThrottles.failures} + 1 end)`;
  const [claimed] = await db
    .insert(signInThrottles)
    .values({ keyHash, failures: 1, lastAttemptAt: sql`now()`, lockedUntil: lockAfter(sql`1`) })
    .onConflictDoUpdate({
      target: signInThrottles.keyHash,
      set: { failures: attempts, lastAttemptAt: sql`now()`, lockedUntil: lockAfter(attempts) },
      setWhere: sql`${signInThrottles.lockedUntil} is null or ${signInThrottles.lockedUntil} <= now()`,
    })
    .returning({ keyHash: signInThrottles.keyHash });
  if (claimed) return claimed;
  const [lock] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${signInThrottles.lockedUntil} - now()))::int` })
    .from(signInThrottles)
    .where(eq(signInThrottles.keyHash, keyHash));
  throw new SignInLocked(Math.max(1, Number(lock?.seconds ?? 1)));
}

/** The right password was given: the count starts over. */
export async function clearSignInAttempts(db: Database, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.keyHash, attempt.keyHash));
}

/**
 * A password reset proves the account is its owner's: the lockouts of its login, email and
 * phone number end, so a shopper locked out by someone else's guesses gets back in at once.
 */
export async function unlockAccountSignIn(db: Database, accountId: number): Promise<void> {
  const [account] = await db.select({ login: accounts.login, email: accounts.email, phoneNumber: accounts.phoneNumber }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return;
  const identifiers = [account.login, account.email, account.phoneNumber].filter((value): value is string => Boolean(value));
  await db.delete(signInThrottles).where(inArray(signInThrottles.keyHash, identifiers.map(signInKey)));
}
