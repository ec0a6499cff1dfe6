import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * One-time keys sent by mail or SMS: activation, password reset, email and phone
 * verification. Only a SHA-256 of the key is stored; a key works once, until `expires_at`.
 */
export const accountKeys = pgTable(
  'account_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** ACTIVATION, RESET_PASSWORD, VERIFY_EMAIL or VERIFY_PHONE. */
    purpose: text('purpose').notNull(),
    /** EMAIL or SMS: the channel the key went by (proves that address). */
    channel: text('channel').notNull(),
    /** The address the key was sent to (the new email of a change-email). */
    target: text('target').notNull(),
    keyHash: text('key_hash').notNull(),
    /** Wrong codes typed for this key (phone verification). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer key of the same purpose replaced this one, or too many wrong codes were typed. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_keys_hash_idx').on(t.keyHash), index('account_keys_account_idx').on(t.accountId, t.purpose)],
);
