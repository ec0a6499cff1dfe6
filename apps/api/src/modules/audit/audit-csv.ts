import type { AuditEntry } from '@store/contracts/admin';

/*
 * The audit log as CSV (RFC 4180), for a spreadsheet: comma-separated, every field quoted,
 * CRLF line ends, a UTF-8 byte-order mark so that spreadsheets read accents right. A cell that
 * a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets
 * a leading apostrophe (OWASP's advice on CSV injection): the log records what users typed.
 */

const header = ['id', 'occurred', 'actor_id', 'actor_login', 'actor_roles', 'client_address', 'request_id', 'entity_type', 'entity_id', 'action', 'outcome', 'before', 'after'];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = entries.map((entry) =>
    [
      String(entry.id),
      entry.occurredDate,
      entry.actorId === null ? '' : String(entry.actorId),
      entry.actorLogin ?? '',
      entry.actorRoles.join(' '),
      entry.clientAddress ?? '',
      entry.requestId ?? '',
      entry.entityType,
      entry.entityId ?? '',
      entry.action,
      entry.outcome,
      json(entry.before),
      json(entry.after),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
