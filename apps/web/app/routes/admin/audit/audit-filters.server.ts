import { auditQuerySchema } from '@store/contracts/admin';
import type { z } from 'zod';
import { auditFilterNames } from './audit-filters.ts';

/** The page's filters from its address; `valid` is false when they made no sense (all are dropped then). */
export function readAuditFilters(params: URLSearchParams, size: number): { query: z.infer<typeof auditQuerySchema>; valid: boolean } {
  const raw: Record<string, string | number | undefined> = { size, page: params.get('page') || undefined };
  for (const name of auditFilterNames) raw[name] = params.get(name) || undefined;
  const parsed = auditQuerySchema.safeParse(raw);
  return parsed.success ? { query: parsed.data, valid: true } : { query: auditQuerySchema.parse({ size }), valid: false };
}
