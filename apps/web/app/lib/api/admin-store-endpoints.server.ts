import { type AdminOrderQuery, adminOrderListItemSchema, adminOrderSchema } from '@store/contracts/admin-orders';
import { type AdminPlanPaymentQuery, adminPlanPaymentSchema } from '@store/contracts/admin-plan-payments';
import { adminCurrencySchema, adminSettingsSchema, platformSettingSchema, type UpdatePlatformTokenBody, type UpdateUsdRateBody } from '@store/contracts/admin-settings';
import { searchSynonymSchema, type SynonymBody, type SynonymQuery } from '@store/contracts/admin-synonyms';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';
import { queryString } from './admin-endpoints.server.ts';

const STORE = '/store/api/v1';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** The administration's store calls (issue #15 items 7 to 9, issue #13): orders, plan payments, the USD rate, the platform token, search synonyms. */
export function adminStoreEndpoints(send: SendRequest) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  return {
    adminOrders: async (query: AdminOrderQuery) => {
      const { body: items, headers } = await send(`${STORE}/admin/orders?${queryString(query)}`, z.array(adminOrderListItemSchema));
      return { items, total: Number(headers.get('x-total-count') ?? items.length) };
    },
    adminOrder: (id: number) => body(send(`${STORE}/admin/orders/${id}`, adminOrderSchema)),
    cancelOrder: (id: number, reason: string) => body(send(`${STORE}/admin/orders/${id}/cancel`, adminOrderSchema, json('POST', { reason }))),
    markOrderRefunded: (id: number, reference: string) => body(send(`${STORE}/admin/orders/${id}/refunded`, adminOrderSchema, json('POST', { reference }))),
    adminPlanPayments: async (query: AdminPlanPaymentQuery) => {
      const { body: items, headers } = await send(`${STORE}/admin/plan-payments?${queryString(query)}`, z.array(adminPlanPaymentSchema));
      return { items, total: Number(headers.get('x-total-count') ?? items.length) };
    },
    markPlanPaymentRefunded: (id: number, reference: string) => body(send(`${STORE}/admin/plan-payments/${id}/refunded`, adminPlanPaymentSchema, json('POST', { reference }))),
    adminCurrency: () => body(send(`${STORE}/admin/currency`, adminCurrencySchema)),
    setUsdRate: (change: UpdateUsdRateBody) => body(send(`${STORE}/admin/currency`, adminCurrencySchema, json('PUT', change))),
    adminSettings: () => body(send(`${STORE}/admin/settings`, adminSettingsSchema)),
    setPlatformToken: (change: UpdatePlatformTokenBody) => body(send(`${STORE}/admin/settings/platform-token`, adminSettingsSchema, json('PUT', change))),
    platformSetting: () => body(send(`${STORE}/settings/platform`, platformSettingSchema)),
    adminSynonyms: async (query: SynonymQuery) => {
      const { body: items, headers } = await send(`${STORE}/admin/search/synonyms?${queryString(query)}`, z.array(searchSynonymSchema));
      return { items, total: Number(headers.get('x-total-count') ?? items.length) };
    },
    adminSynonym: (id: number) => body(send(`${STORE}/admin/search/synonyms/${id}`, searchSynonymSchema)),
    createSynonym: (synonym: SynonymBody) => body(send(`${STORE}/admin/search/synonyms`, searchSynonymSchema, json('POST', synonym))),
    updateSynonym: (id: number, synonym: SynonymBody) => body(send(`${STORE}/admin/search/synonyms/${id}`, searchSynonymSchema, json('PUT', synonym))),
    deleteSynonym: (id: number) => body(send(`${STORE}/admin/search/synonyms/${id}`, searchSynonymSchema, { method: 'DELETE' })),
  };
}
