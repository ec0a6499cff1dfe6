import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per identifier, shared by every process of the store. The key is a SHA-256
 * of the normalized login, email or phone typed, whether or not an account has it, so the
 * table holds no address and a throttled unknown login looks like a throttled account.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  keyHash: text('key_hash').primaryKey(),
  /** Attempts since the last success (each is counted before its password is checked). */
  failures: integer('failures').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  /** Until then every attempt is refused with 429 without checking the password. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
