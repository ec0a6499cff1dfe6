import type { Database } from '@store/db/client';
import { accounts, inboxNotifications } from '@store/db/schema/index';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Notifier, QueuedMessage } from '../notifications/notifier.ts';
import { onProPlan } from '../subscriptions/plans.ts';

/** Notifications older than this are never mailed: the digest tells what is new. */
const DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A notification's markdown as a line of a plain-text mail: no emphasis marks, no escapes. */
export function plainLine(markdown: string): string {
  return `- ${markdown.replace(/\*\*|__/g, '').replace(/\\(.)/g, '$1')}`;
}

/**
 * The pro plan's mail notifications: each pro shop with an email gets one mail with its
 * notifications not mailed yet, in its language. The rows are marked in the transaction that
 * writes the mail to the outbox, so a notification is mailed once, whatever runs at once.
 * Shops on other plans are left alone (their rows stay unmailed and age out of the window).
 */
export async function mailInboxDigests(db: Database, notifier: Pick<Notifier, 'send' | 'deliver' | 'linkTo'>, now = new Date()): Promise<number> {
  const pending = await db
    .select({
      id: inboxNotifications.id,
      accountId: inboxNotifications.accountId,
      bodyFr: inboxNotifications.bodyFr,
      bodyEn: inboxNotifications.bodyEn,
      email: accounts.email,
      langKey: accounts.langKey,
      shop: sql<string>`coalesce(${accounts.shopName}, ${accounts.login})`,
    })
    .from(inboxNotifications)
    .innerJoin(accounts, eq(accounts.id, inboxNotifications.accountId))
    .where(
      and(
        isNull(inboxNotifications.mailedAt),
        gt(inboxNotifications.createdAt, new Date(now.getTime() - DIGEST_WINDOW_MS)),
        isNotNull(accounts.email),
        onProPlan(inboxNotifications.accountId, now),
      ),
    )
    .orderBy(asc(inboxNotifications.createdAt), asc(inboxNotifications.id));
  const byAccount = new Map<number, typeof pending>();
  for (const row of pending) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  let mailed = 0;
  for (const rows of byAccount.values()) {
    const account = rows[0]!;
    const language = account.langKey === 'en' ? 'en' : 'fr';
    const queued: QueuedMessage[] = await db.transaction(async (tx) => {
      const taken = await tx
        .update(inboxNotifications)
        .set({ mailedAt: now })
        .where(and(inArray(inboxNotifications.id, rows.map((row) => row.id)), isNull(inboxNotifications.mailedAt)))
        .returning({ id: inboxNotifications.id });
      const mine = rows.filter((row) => taken.some((take) => take.id === row.id));
      if (mine.length === 0) return [];
      return notifier.send(tx, {
        to: { email: account.email! },
        channels: ['EMAIL'],
        language,
        kind: 'inbox-digest',
        params: { shop: account.shop, count: mine.length, lines: mine.map((row) => plainLine(language === 'fr' ? row.bodyFr : row.bodyEn)).join('\n'), url: notifier.linkTo('/account', {}) },
      });
    });
    if (queued.length > 0) {
      mailed += 1;
      void notifier.deliver(queued);
    }
  }
  return mailed;
}
