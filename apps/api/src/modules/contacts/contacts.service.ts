import { accountDeletionReasonSchema } from '@store/contracts/account';
import { parseLanguage } from '@store/contracts/locale';
import { normalizePhoneNumber } from '@store/contracts/phone';
import { planIncludes } from '@store/contracts/plans';
import { type Contact, contactStatusSchema, type ContactStatus, type CreateContactBody } from '@store/contracts/profile';
import type { Database } from '@store/db/client';
import { accounts, contacts } from '@store/db/schema/index';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/http-problem.ts';
import { currentPlanOf } from '../subscriptions/plans.ts';

const columns = {
  id: contacts.id,
  email: contacts.email,
  fullname: contacts.fullname,
  phoneNumber: contacts.phoneNumber,
  reason: contacts.reason,
  deletionReason: contacts.deletionReason,
  message: contacts.message,
  langKey: contacts.langKey,
  status: contacts.status,
  accountLogin: accounts.login,
  priority: contacts.priority,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

const selectContacts = (db: Database) => db.select(columns).from(contacts).leftJoin(accounts, eq(accounts.id, contacts.accountId));

type ContactRow = Awaited<ReturnType<ReturnType<typeof selectContacts>['execute']>>[number];

function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    email: row.email,
    fullname: row.fullname,
    phoneNumber: row.phoneNumber,
    reason: row.reason,
    deletionReason: row.deletionReason === null ? null : accountDeletionReasonSchema.catch('OTHER').parse(row.deletionReason),
    message: row.message,
    langKey: parseLanguage(row.langKey) ?? 'fr',
    status: contactStatusSchema.catch('NEW').parse(row.status),
    accountLogin: row.accountLogin,
    priority: row.priority,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
  };
}

export async function getContact(db: Database, id: number): Promise<Contact> {
  const [row] = await selectContacts(db).where(eq(contacts.id, id)).limit(1);
  if (!row) throw notFound(`No contact message ${id}`);
  return toContact(row);
}

/**
 * A message from the contact form; a signed-in sender is linked to their account, and a shop
 * whose plan includes support (plus, pro) is answered first.
 */
export async function createContact(db: Database, body: CreateContactBody, language: 'fr' | 'en', accountId: number | null) {
  const priority = accountId !== null && planIncludes((await currentPlanOf(db, accountId)).plan, 'support');
  const phone = body.phoneNumber ? normalizePhoneNumber(body.phoneNumber.indicator, body.phoneNumber.telephone) : undefined;
  const [row] = await db
    .insert(contacts)
    .values({
      email: body.email.toLowerCase(),
      fullname: body.fullname,
      phoneNumber: phone?.ok ? phone.e164 : null,
      reason: body.reason,
      message: body.message,
      langKey: language,
      accountId,
      priority,
    })
    .returning({ id: contacts.id });
  if (!row) throw new Error('contact insert returned nothing');
  return getContact(db, row.id);
}

export interface ContactFilter {
  query?: string | undefined;
  reason?: number | undefined;
  status?: ContactStatus | undefined;
}

/** Open messages of priority support first, then newest first, filtered by reason, status and free text (name, email, phone, message). */
export async function listContacts(db: Database, filter: ContactFilter, page: number, size: number) {
  const conditions: (SQL | undefined)[] = [
    filter.reason === undefined ? undefined : eq(contacts.reason, filter.reason),
    filter.status === undefined ? undefined : eq(contacts.status, filter.status),
  ];
  if (filter.query) {
    const pattern = `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(contacts.fullname, pattern), ilike(contacts.email, pattern), ilike(contacts.phoneNumber, pattern), ilike(contacts.message, pattern)));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    selectContacts(db).where(where).orderBy(sql`(${contacts.priority} and ${contacts.status} <> 'CLOSED') desc`, desc(contacts.createdAt), desc(contacts.id)).limit(size).offset(page * size),
    db.select({ total: count() }).from(contacts).where(where),
  ]);
  return { items: rows.map(toContact), total: counted?.total ?? 0 };
}
