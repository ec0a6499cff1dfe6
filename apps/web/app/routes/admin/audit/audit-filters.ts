/** The filters of the audit page, as named in its address and in the API's query. */
export const auditFilterNames = ['actor', 'entityType', 'entityId', 'action', 'outcome', 'from', 'to'] as const;

export type AuditFilterName = (typeof auditFilterNames)[number];

/** The filters set, as `[name, value]` pairs for an address. */
export function auditSearch(query: Partial<Record<AuditFilterName, string | undefined>>): [string, string][] {
  return auditFilterNames.flatMap((name): [string, string][] => {
    const value = query[name];
    return value === undefined || value === '' ? [] : [[name, value]];
  });
}
