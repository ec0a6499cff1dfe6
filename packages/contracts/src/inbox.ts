import { z } from 'zod';

/*
 * `GET notifications` (spec §3 Notification payload): the subscription's state and the
 * signed-in user's notifications in three lists, each body markdown the pages sanitise.
 */

export const notificationLevels = ['INFO', 'WARNING', 'DANGER'] as const;

export const inboxItemSchema = z.object({
  id: z.number().int(),
  /** What happened: new-order, low-stock... */
  kind: z.string(),
  /** Markdown in the request's language; render it sanitised (no raw HTML, safe links). */
  messageBody: z.string(),
  /** The store page it is about. */
  link: z.string().nullable(),
  createdDate: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const notificationsResponseSchema = z.object({
  subscription: z.object({ plan: z.string(), state: z.string() }),
  notifications: z.object({ infos: z.array(inboxItemSchema), warnings: z.array(inboxItemSchema), dangers: z.array(inboxItemSchema) }),
  /** Unread notifications in all, not only on this page. */
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

/** `POST notifications/read`: these (or, without ids, all) are marked read. */
export const markReadBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });
