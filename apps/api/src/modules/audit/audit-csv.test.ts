import type { AuditEntry } from '@store/contracts/admin';
import { describe, expect, it } from 'vitest';
import { auditCsv, csvCell } from './audit-csv.ts';

const entry: AuditEntry = {
  id: 7,
  occurredDate: '2026-11-25T10:00:00.000Z',
  actorId: 3,
  actorLogin: 'manager',
  actorRoles: ['ROLE_USER', 'ROLE_MANAGER'],
  clientAddress: '203.0.113.9',
  requestId: 'req-1',
  entityType: 'contact',
  entityId: '12',
  action: 'contact.answer',
  outcome: 'SUCCESS',
  before: { status: 'NEW' },
  after: { status: 'CLOSED', answer: 'Bonjour, "merci"\nà bientôt' },
};

describe('audit CSV', () => {
  it('quotes every cell, doubles quotes and keeps line breaks inside a cell', () => {
    const csv = auditCsv([entry]);
    expect(csv.startsWith('\uFEFF"id","occurred",')).toBe(true);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toBe(
      '"7","2026-11-25T10:00:00.000Z","3","manager","ROLE_USER ROLE_MANAGER","203.0.113.9","req-1","contact","12","contact.answer","SUCCESS","{""status"":""NEW""}","{""status"":""CLOSED"",""answer"":""Bonjour, \\""merci\\""\\nà bientôt""}"',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+33')).toBe('"\'+33"');
    expect(csvCell('-1')).toBe('"\'-1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('writes empty cells for a sign-in failure without an account', () => {
    const csv = auditCsv([{ ...entry, actorId: null, actorLogin: null, entityId: null, before: null, after: null }]);
    expect(csv.slice(1).split('\r\n')[1]).toBe('"7","2026-11-25T10:00:00.000Z","","","ROLE_USER ROLE_MANAGER","203.0.113.9","req-1","contact","","contact.answer","SUCCESS","",""');
  });
});
