import {
  adminUserDetailSchema,
  type adminUserQuerySchema,
  adminUserSchema,
  type AnswerContactBody,
  auditEntrySchema,
  type auditQuerySchema,
  contactDetailSchema,
  dashboardSchema,
  operatorSchema,
} from '@store/contracts/admin';
import type { Authority } from '@store/contracts/roles';
import { type ContactStatus, contactSchema } from '@store/contracts/profile';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const STORE = '/store/api/v1';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** A query string of the defined values. */
export function queryString(query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** The administration area's calls (issue #15): dashboard, users, contact messages, audit log. */
export function adminEndpoints(send: SendRequest) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  const paged = async <T>(path: string, schema: z.ZodType<T>) => {
    const { body: items, headers } = await send(path, z.array(schema));
    return { items, total: Number(headers.get('x-total-count') ?? items.length) };
  };
  return {
    dashboard: () => body(send(`${STORE}/admin/dashboard`, dashboardSchema)),
    adminUsers: (query: z.infer<typeof adminUserQuerySchema>) => paged(`${STORE}/admin/users?${queryString(query)}`, adminUserSchema),
    adminUser: (id: number) => body(send(`${STORE}/admin/users/${id}`, adminUserDetailSchema)),
    changeRoles: (id: number, authorities: readonly Authority[]) => body(send(`${STORE}/admin/users/${id}/roles`, adminUserDetailSchema, json('PUT', { authorities }))),
    setDeactivated: (id: number, deactivate: boolean) => body(send(`${STORE}/admin/users/${id}/${deactivate ? 'deactivate' : 'reactivate'}`, adminUserDetailSchema, { method: 'POST' })),
    contacts: (query: { query?: string; status?: ContactStatus; reason?: number; page: number; size: number }) => paged(`${STORE}/contacts?${queryString(query)}`, contactSchema),
    contact: (id: number) => body(send(`${STORE}/contacts/${id}`, contactDetailSchema)),
    answerContact: (id: number, answer: AnswerContactBody) => body(send(`${STORE}/contacts/${id}/answer`, contactDetailSchema, json('POST', answer))),
    assignContact: (id: number, assigneeId: number | null) => body(send(`${STORE}/contacts/${id}/assignee`, contactDetailSchema, json('PUT', { assigneeId }))),
    setContactStatus: (id: number, status: ContactStatus) => body(send(`${STORE}/contacts/${id}`, contactSchema, json('PUT', { status }))),
    operators: () => body(send(`${STORE}/admin/operators`, z.array(operatorSchema))),
    audit: (query: z.infer<typeof auditQuerySchema>) => paged(`${STORE}/admin/audit?${queryString(query)}`, auditEntrySchema),
    entityTimeline: (entityType: string, entityId: string | number, size = 20) => paged(`${STORE}/admin/audit/entities/${encodeURIComponent(entityType)}/${encodeURIComponent(String(entityId))}?size=${size}`, auditEntrySchema),
  };
}
