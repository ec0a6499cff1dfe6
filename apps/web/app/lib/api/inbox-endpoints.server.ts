import { notificationsResponseSchema } from '@store/contracts/inbox';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const STORE = '/store/api/v1';

/** The signed-in user's notifications (spec §3), as methods of the typed client. */
export function inboxEndpoints(send: SendRequest) {
  return {
    notifications: async (page: number, size: number) => (await send(`${STORE}/notifications?${new URLSearchParams({ page: String(page), size: String(size) })}`, notificationsResponseSchema)).body,
    unreadNotifications: async () => (await send(`${STORE}/notifications/unread-count`, z.object({ unread: z.number().int() }))).body.unread,
    markNotificationsRead: async (ids?: number[]) => {
      await send(`${STORE}/notifications/read`, z.null(), { method: 'POST', body: JSON.stringify(ids ? { ids } : {}), headers: { 'content-type': 'application/json' } });
    },
  };
}
