import { adminProductDetailSchema, type adminProductQuerySchema, adminProductSchema, type ModerationSettings, moderationSettingsSchema } from '@store/contracts/admin-products';
import type { ModerationAction } from '@store/contracts/moderation-rules';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';
import { queryString } from './admin-endpoints.server.ts';

const STORE = '/store/api/v1';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** Products moderation and the trust setting (issue #15 item 3, decisions 73 and 74). */
export function moderationEndpoints(send: SendRequest) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  return {
    adminProducts: async (query: z.infer<typeof adminProductQuerySchema>) => {
      const { body: items, headers } = await send(`${STORE}/admin/products?${queryString(query)}`, z.array(adminProductSchema));
      return { items, total: Number(headers.get('x-total-count') ?? items.length) };
    },
    adminProduct: (id: number) => body(send(`${STORE}/admin/products/${id}`, adminProductDetailSchema)),
    moderateProduct: (id: number, action: ModerationAction, reason: string) => body(send(`${STORE}/admin/products/${id}/${action}`, adminProductDetailSchema, json('POST', { reason }))),
    moderationSettings: () => body(send(`${STORE}/admin/moderation/settings`, moderationSettingsSchema)),
    setModerationSettings: (settings: ModerationSettings) => body(send(`${STORE}/admin/moderation/settings`, moderationSettingsSchema, json('PUT', settings))),
  };
}
