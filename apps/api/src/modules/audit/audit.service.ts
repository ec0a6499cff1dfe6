import type { AuditOutcome } from '@store/contracts/admin';
import type { Database } from '@store/db/client';
import { auditLog } from '@store/db/schema/index';
import type { FastifyRequest } from 'fastify';

/*
 * The audit layer (decision 64): every change made by an operator or a seller, every sign-in
 * and every refused attempt is written here, with who (account, login, roles), from where
 * (client address, request id) and what (entity, action, before and after). A change writes
 * its row with the change's own transaction (`tx`), so a rolled-back change leaves no row and
 * a committed one always has its row.
 */

export interface AuditActor {
  accountId: number | null;
  login: string | null;
  roles: readonly string[];
  clientAddress: string | null;
  requestId: string | null;
}

export interface AuditRecord {
  entityType: string;
  entityId?: string | number | null;
  action: string;
  outcome?: AuditOutcome;
  before?: unknown;
  after?: unknown;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The request id a client or the page server sent (`x-request-id`), else this server's own. */
export function requestIdOf(request: FastifyRequest): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : request.id;
}

/** Who is acting in this request: the signed-in user, or nobody (a sign-in names itself). */
export function auditActor(request: FastifyRequest, override?: { accountId: number | null; login: string | null; roles: readonly string[] }): AuditActor {
  const user = request.user;
  return {
    accountId: override ? override.accountId : (user?.id ?? null),
    login: override ? override.login : (user?.login ?? null),
    roles: override ? override.roles : (user?.authorities ?? []),
    clientAddress: request.ip || null,
    requestId: requestIdOf(request),
  };
}

/** JSON kept as it is, but `undefined` (no value) becomes null. */
const jsonOrNull = (value: unknown) => (value === undefined ? null : value);

/** The store itself as the actor: what a periodic task or a provider's answer changed, no one's request. */
export const storeActor: AuditActor = { accountId: null, login: 'store', roles: [], clientAddress: null, requestId: null };

/** Writes one row with `tx` (the change's transaction, or the database). */
export async function recordAudit(tx: Database, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorAccountId: actor.accountId,
    actorLabel: actor.login === null ? null : actor.login.slice(0, 100),
    actorRoles: [...actor.roles],
    clientAddress: actor.clientAddress,
    requestId: actor.requestId,
    entityType: record.entityType,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    action: record.action,
    outcome: record.outcome ?? 'SUCCESS',
    before: jsonOrNull(record.before),
    after: jsonOrNull(record.after),
  });
}

/**
 * Runs `change` in a transaction and writes its audit row in the same transaction: `change`
 * returns the result with the `before` and `after` to record (and may name the entity once
 * it knows it, e.g. after an insert).
 */
export async function audited<T>(
  db: Database,
  actor: AuditActor,
  record: Omit<AuditRecord, 'before' | 'after' | 'outcome'>,
  change: (tx: Database) => Promise<{ result: T; before?: unknown; after?: unknown; entityId?: string | number; action?: string }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const done = await change(tx);
    await recordAudit(tx, actor, { ...record, entityId: done.entityId ?? record.entityId, action: done.action ?? record.action, before: done.before, after: done.after });
    return done.result;
  });
}

/** The fields of `before` and `after` that differ, so a row shows the change and not the whole entity. */
export function changedFields(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])) };
}
