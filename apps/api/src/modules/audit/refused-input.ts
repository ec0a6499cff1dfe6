import type { FastifyRequest } from 'fastify';
import { type AuditRecord, auditActor, recordAudit } from './audit.service.ts';

/** The `id` path parameter as sent, for the audit row of a refused request (its params may not have parsed). */
export function rawId(request: { params: unknown }): string | null {
  const params = request.params;
  return typeof params === 'object' && params !== null && 'id' in params ? String(params.id) : null;
}

/**
 * For a route declared with `attachValidation: true`: a request its schema refused reaches the
 * handler, which calls this first. The attempt is written to the audit log (FAILED, with the
 * field codes, never the values sent) and the usual 400 is answered; nothing else runs.
 */
export async function refuseInvalidInput(request: FastifyRequest, record: Pick<AuditRecord, 'entityType' | 'entityId' | 'action'>) {
  const error = request.validationError;
  if (!error) return;
  const validation: unknown = error.validation;
  const issues = (Array.isArray(validation) ? (validation as unknown[]) : []).map((issue) => {
    const { instancePath, message } = typeof issue === 'object' && issue !== null ? (issue as { instancePath?: unknown; message?: unknown }) : {};
    return { path: `${error.validationContext}${typeof instancePath === 'string' ? instancePath.replaceAll('/', '.') : ''}`, code: typeof message === 'string' ? message : 'invalid' };
  });
  await recordAudit(request.server.db, auditActor(request), { ...record, outcome: 'FAILED', after: { issues } });
  throw error;
}
