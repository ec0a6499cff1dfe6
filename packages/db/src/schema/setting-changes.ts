import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Every change of an operator setting (`settings`: the USD rate, the platform token), kept
 * forever: the value set, the one before, who set it and when, and an optional note
 * (decision 72). The `settings` row holds the value in force.
 */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    /** The value before this change; null when the default was in force. */
    previous: text('previous'),
    note: text('note'),
    actorAccountId: integer('actor_account_id').references(() => accounts.id),
    /** The actor's login at that moment, kept if the account is renamed or closed. */
    actorLogin: text('actor_login'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('setting_changes_key_idx').on(t.key, t.createdAt.desc(), t.id.desc())],
);
