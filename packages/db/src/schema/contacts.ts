import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * A contact message (spec §3): from the contact form (reason 1-8) or an account deletion
 * (reason 9, with `deletionReason`; it keeps no email or phone). `status` is NEW,
 * IN_PROGRESS or CLOSED.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    fullname: text('fullname').notNull(),
    /** E.164. */
    phoneNumber: text('phone_number'),
    reason: integer('reason').notNull(),
    deletionReason: text('deletion_reason'),
    message: text('message').notNull(),
    langKey: text('lang_key').notNull().default('fr'),
    status: text('status').notNull().default('NEW'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Sent by a shop whose plan includes priority support (plus, pro): answered first. */
    priority: boolean('priority').notNull().default(false),
    /** The operator (administrator or manager) who looks after the message. */
    assignedToId: integer('assigned_to_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_status_idx').on(t.status, t.createdAt), index('contacts_reason_idx').on(t.reason, t.createdAt)],
);

/** An operator's answer to a contact message, sent to its sender by mail or SMS (through the outbox). */
export const contactAnswers = pgTable(
  'contact_answers',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** EMAIL or SMS. */
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_answers_contact_idx').on(t.contactId, t.createdAt)],
);
