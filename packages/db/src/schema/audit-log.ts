import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Who changed what (decision 64): one row per change made by an operator or a seller, per
 * sign-in (successful or not), and per refused attempt. Rows are only ever inserted. `before`
 * and `after` hold the changed fields as JSON (null for a creation's before, a deletion's after
 * or a refused attempt). The actor's login and roles are copied, so the row still reads the same
 * after the account changes or is closed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The actor's login; for a failed sign-in, the identifier typed (cut to 100 characters). */
    actorLabel: text('actor_label'),
    actorRoles: text('actor_roles').array().notNull().default([]),
    clientAddress: text('client_address'),
    requestId: text('request_id'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    /** SUCCESS, DENIED (refused for want of a role) or FAILED (e.g. a wrong password). */
    outcome: text('outcome').notNull().default('SUCCESS'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_occurred_idx').on(t.occurredAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.occurredAt),
    index('audit_log_actor_idx').on(t.actorAccountId, t.occurredAt),
    index('audit_log_action_idx').on(t.action, t.occurredAt),
  ],
);
