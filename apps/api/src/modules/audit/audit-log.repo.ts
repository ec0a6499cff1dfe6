import { type AuditEntry, type AuditFilter, auditOutcomeSchema } from '@store/contracts/admin';
import type { Database } from '@store/db/client';
import { containsPattern } from '../../lib/like-pattern.ts';
import { auditLog } from '@store/db/schema/index';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';

type Filter = AuditFilter;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function where(filter: Filter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.actorId === undefined ? undefined : eq(auditLog.actorAccountId, filter.actorId),
    filter.actor ? ilike(auditLog.actorLabel, containsPattern(filter.actor)) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.outcome ? eq(auditLog.outcome, filter.outcome) : undefined,
    filter.from ? gte(auditLog.occurredAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(auditLog.occurredAt, nextDay(filter.to)) : undefined,
  ];
  return and(...conditions);
}

const columns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  actorAccountId: auditLog.actorAccountId,
  actorLabel: auditLog.actorLabel,
  actorRoles: auditLog.actorRoles,
  clientAddress: auditLog.clientAddress,
  requestId: auditLog.requestId,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  action: auditLog.action,
  outcome: auditLog.outcome,
  before: auditLog.before,
  after: auditLog.after,
};

const selectAudit = (db: Database) => db.select(columns).from(auditLog);
type Row = Awaited<ReturnType<ReturnType<typeof selectAudit>['execute']>>[number];

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    occurredDate: row.occurredAt.toISOString(),
    actorId: row.actorAccountId,
    actorLogin: row.actorLabel,
    actorRoles: row.actorRoles,
    clientAddress: row.clientAddress,
    requestId: row.requestId,
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    outcome: auditOutcomeSchema.catch('SUCCESS').parse(row.outcome),
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** Newest first; one page and the count of all that match. */
export async function listAudit(db: Database, filter: Filter, page: number, size: number) {
  const condition = where(filter);
  const [rows, [counted]] = await Promise.all([
    selectAudit(db).where(condition).orderBy(desc(auditLog.occurredAt), desc(auditLog.id)).limit(size).offset(page * size),
    db.select({ total: count() }).from(auditLog).where(condition),
  ]);
  return { items: rows.map(toEntry), total: counted?.total ?? 0 };
}

/** Newest first, at most `limit` rows (the CSV export). */
export async function exportAudit(db: Database, filter: Filter, limit: number) {
  const rows = await selectAudit(db).where(where(filter)).orderBy(desc(auditLog.occurredAt), desc(auditLog.id)).limit(limit);
  return rows.map(toEntry);
}
