import { z } from 'zod';
import { outboxChannels } from './account-keys.ts';
import { auditOutcomes, userStatuses } from './admin-rules.ts';
import { CONTACT_ANSWER_MAX, CONTACT_ANSWER_MIN } from './limits.ts';
import { accountTypes, authorities } from './roles.ts';
import { contactSchema } from './profile.ts';

/*
 * The administration API (issue #15): the audit log, users, contact answers and the
 * dashboard. Operators are ROLE_ADMIN and ROLE_MANAGER; only ROLE_ADMIN changes roles.
 */

const page = z.coerce.number().int().min(0).max(100_000).default(0);
const size = z.coerce.number().int().min(1).max(100).default(20);
/** YYYY-MM-DD (spec §9), a UTC day. */
export const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'admin/date-invalid').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'admin/date-invalid');

/** `page` and `size` alone (an entity's timeline). */
export const pagingQuerySchema = z.object({ page, size });

// Audit log (decision 64)

export const auditOutcomeSchema = z.enum(auditOutcomes);
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;

export const auditQuerySchema = z
  .object({
    actorId: z.coerce.number().int().positive().optional(),
    /** Part of the actor's login (case-insensitive). */
    actor: z.string().trim().max(100).optional(),
    entityType: z.string().trim().max(40).optional(),
    entityId: z.string().trim().max(100).optional(),
    action: z.string().trim().max(60).optional(),
    outcome: auditOutcomeSchema.optional(),
    /** First UTC day included. */
    from: daySchema.optional(),
    /** Last UTC day included. */
    to: daySchema.optional(),
    page,
    size,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'admin/date-range-invalid', path: ['to'] });
export type AuditQuery = z.input<typeof auditQuerySchema>;
/** The filters of a parsed query. */
export type AuditFilter = Omit<z.infer<typeof auditQuerySchema>, 'page' | 'size'>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  occurredDate: z.string(),
  actorId: z.number().int().nullable(),
  actorLogin: z.string().nullable(),
  actorRoles: z.array(z.string()),
  clientAddress: z.string().nullable(),
  requestId: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  outcome: auditOutcomeSchema,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// Users

export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const adminUserQuerySchema = z.object({
  /** Part of the login, name, email, phone number or shop name. */
  query: z.string().trim().max(100).optional(),
  role: z.enum(authorities).optional(),
  accountType: z.enum(accountTypes).optional(),
  status: userStatusSchema.optional(),
  page,
  size,
});
export type AdminUserQuery = z.input<typeof adminUserQuerySchema>;
export type AdminUserFilter = Omit<z.infer<typeof adminUserQuerySchema>, 'page' | 'size'>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  slug: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  /** E.164. */
  phoneNumber: z.string().nullable(),
  accountType: z.enum(accountTypes),
  authorities: z.array(z.enum(authorities)),
  status: userStatusSchema,
  shopName: z.string().nullable(),
  createdDate: z.string(),
  deactivatedDate: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserOrderSchema = z.object({
  /** Opens the order in /admin/orders/{id}. */
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  total: z.number().int(),
  currency: z.string(),
  createdDate: z.string(),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  /** Live sign-ins (sessions not ended nor expired). */
  sessions: z.number().int(),
  /** The newest orders the user placed as a buyer (at most 10), and how many in all. */
  orders: z.array(adminUserOrderSchema),
  orderCount: z.number().int(),
  /** A seller's shop: its public page and how many listings it has. */
  shop: z.object({ name: z.string().nullable(), slug: z.string(), city: z.string().nullable(), products: z.number().int(), published: z.number().int(), parcels: z.number().int() }).nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** `PUT admin/users/{id}/roles`: the whole new set (ROLE_USER is always kept). ROLE_ADMIN only. */
export const updateRolesBodySchema = z.object({
  authorities: z.array(z.enum(authorities, 'admin/role-invalid')).max(authorities.length),
});
export type UpdateRolesBody = z.infer<typeof updateRolesBodySchema>;

// Contact messages: answers and assignment

export const contactAnswerSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  channel: z.enum(outboxChannels),
  authorLogin: z.string().nullable(),
  createdDate: z.string(),
});

export const contactDetailSchema = contactSchema.extend({
  assigneeId: z.number().int().nullable(),
  assigneeLogin: z.string().nullable(),
  answers: z.array(contactAnswerSchema),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** `POST contacts/{id}/answer`: sent by mail when the sender gave an address, else by SMS, unless `channel` says. */
export const answerContactBodySchema = z.object({
  answer: z.string('contact/answer-required').trim().min(CONTACT_ANSWER_MIN, 'contact/answer-required').max(CONTACT_ANSWER_MAX, 'contact/answer-too-long'),
  channel: z.enum(outboxChannels).optional(),
  /** The status after the answer; CLOSED unless said. */
  status: z.enum(['IN_PROGRESS', 'CLOSED']).default('CLOSED'),
});
export type AnswerContactBody = z.input<typeof answerContactBodySchema>;

/** `PUT contacts/{id}/assignee`: an administrator or manager, or null to let the message go. */
export const assignContactBodySchema = z.object({ assigneeId: z.number().int().positive().nullable() });

export const operatorSchema = z.object({ id: z.number().int(), login: z.string(), name: z.string() });

// Dashboard

export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  day: z.string(),
  orders: z.number().int(),
  /** Sum of the day's orders in CFA (paid or not, cancelled ones left out). */
  revenue: z.number().int(),
  newUsers: z.number().int(),
  productsPublished: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  days: z.array(dashboardDaySchema),
  totals: z.object({
    users: z.number().int(),
    sellers: z.number().int(),
    publishedProducts: z.number().int(),
    orders30Days: z.number().int(),
    revenue30Days: z.number().int(),
    openContacts: z.number().int(),
    openRequests: z.number().int(),
    pendingIdentity: z.number().int(),
    lowStockProducts: z.number().int(),
    /** Plan payments PayPal took at another amount than the price, owed back to their sellers (decision 95). */
    planRefundsDue: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
