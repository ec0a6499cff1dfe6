import type { InboxItem, NotificationsResponse } from '@store/contracts/inbox';
import type { Language } from '@store/contracts/locale';
import type { Database } from '@store/db/client';
import { inboxNotifications } from '@store/db/schema/index';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { localized } from '../../lib/localize.ts';
import { planStateOf } from '../subscriptions/plans.ts';

export type InboxLevel = 'INFO' | 'WARNING' | 'DANGER';

/** A notification to write, in both languages, in the transaction of the event it tells. */
export interface InboxMessage {
  accountId: number;
  level: InboxLevel;
  kind: string;
  bodyFr: string;
  bodyEn: string;
  link?: string;
}

export async function notifyInbox(tx: Database, messages: readonly InboxMessage[]) {
  if (messages.length > 0) await tx.insert(inboxNotifications).values(messages.map((message) => ({ ...message, link: message.link ?? null })));
}

const unreadOf = (accountId: number) => and(eq(inboxNotifications.accountId, accountId), isNull(inboxNotifications.readAt));

export async function unreadCount(db: Database, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inboxNotifications).where(unreadOf(accountId));
  return row?.n ?? 0;
}

/** A page of the user's notifications, newest first, sorted into spec §3's three lists. */
export async function listInbox(db: Database, accountId: number, page: number, size: number, language: Language): Promise<NotificationsResponse> {
  const [rows, unread, plan] = await Promise.all([
    db
      .select()
      .from(inboxNotifications)
      .where(eq(inboxNotifications.accountId, accountId))
      .orderBy(desc(inboxNotifications.createdAt), desc(inboxNotifications.id))
      .limit(size)
      .offset(page * size),
    unreadCount(db, accountId),
    planStateOf(db, accountId),
  ]);
  const item = (row: (typeof rows)[number]): InboxItem => ({
    id: row.id,
    kind: row.kind,
    messageBody: localized(row, 'body', language),
    link: row.link,
    createdDate: row.createdAt.toISOString(),
    read: row.readAt !== null,
  });
  const of = (level: InboxLevel) => rows.filter((row) => row.level === level).map(item);
  return {
    subscription: { plan: plan.plan, state: plan.state },
    notifications: { infos: of('INFO'), warnings: of('WARNING'), dangers: of('DANGER') },
    unread,
  };
}

/** Marks the user's notifications read: these ids, or all of them. Another user's ids change nothing. */
export async function markRead(db: Database, accountId: number, ids: readonly number[] | undefined) {
  const where = ids ? and(unreadOf(accountId), inArray(inboxNotifications.id, [...ids])) : unreadOf(accountId);
  await db.update(inboxNotifications).set({ readAt: new Date() }).where(where);
}
