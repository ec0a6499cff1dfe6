import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * One row per sign-in. The session token carries the row's id and is accepted only while the
 * row exists: logging out deletes it, a password change or reset deletes the account's others,
 * closing the account deletes them all.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    /** 128 random bits, base64url; the `sid` claim of the token. */
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token's own expiry; rows past it are swept when the account signs in again. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_sessions_account_idx').on(t.accountId)],
);
