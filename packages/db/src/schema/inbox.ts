import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * What the store tells a signed-in user in its pages (spec §3 Notification payload: infos,
 * warnings, dangers with a markdown body): a new order for a seller, stock running low... The
 * body is written in both languages when the event happens; it is shown sanitised.
 */
export const inboxNotifications = pgTable(
  'inbox_notifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** INFO, WARNING or DANGER. */
    level: text('level').notNull(),
    /** What happened: new-order, low-stock... */
    kind: text('kind').notNull(),
    bodyFr: text('body_fr').notNull(),
    bodyEn: text('body_en').notNull(),
    /** A page of the store the notification is about. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Sent by email too (the pro plan's mail notifications), in a digest. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('inbox_notifications_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    // The mail digest reads the last day's notifications not mailed yet.
    index('inbox_notifications_unmailed_idx').on(t.createdAt).where(sql`${t.mailedAt} is null`),
  ],
);
