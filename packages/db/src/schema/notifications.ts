import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every mail and SMS the store sends, written in the same transaction as the change that
 * caused it, then delivered after commit. With no SMTP or SMS provider configured messages
 * stay STORED, and the admin area shows them (the store works with no outside network).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** EMAIL or SMS. */
    channel: text('channel').notNull(),
    /** An email address or an E.164 phone number. */
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    /** Template name, e.g. account-activation. */
    kind: text('kind').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The body with keys and links masked; it replaces `body` once a real transport delivered the message. */
    redactedBody: text('redacted_body'),
    /** STORED, SENT or FAILED. */
    status: text('status').notNull().default('STORED'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt.desc(), t.id.desc()), index('outbox_messages_status_idx').on(t.status)],
);
