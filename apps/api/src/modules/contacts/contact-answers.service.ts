import type { AnswerContactBody, ContactDetail } from '@store/contracts/admin';
import { CONTACT_ANSWER_SMS_MAX } from '@store/contracts/limits';
import { parseLanguage } from '@store/contracts/locale';
import type { ContactStatus } from '@store/contracts/profile';
import type { Database } from '@store/db/client';
import { accounts, contactAnswers, contacts } from '@store/db/schema/index';
import { asc, eq, sql } from 'drizzle-orm';
import { HttpProblem, invalidFields, notFound } from '../../lib/http-problem.ts';
import { type AuditActor, audited } from '../audit/audit.service.ts';
import { toAuthorities } from '../auth/auth.service.ts';
import type { Notifier, QueuedMessage } from '../notifications/notifier.ts';
import { getContact } from './contacts.service.ts';

/*
 * What operators do with a contact message (issue #15 item 6): answer it (the sender gets the
 * answer by mail or SMS through the outbox), assign it to an operator, move its status, delete
 * it. Each change goes through the audit layer in the change's transaction.
 */

/** The message with its operator and its answers, oldest first. */
export async function getContactDetail(db: Database, id: number): Promise<ContactDetail> {
  const contact = await getContact(db, id);
  const [[assignee], answers] = await Promise.all([
    db.select({ id: accounts.id, login: accounts.login }).from(contacts).innerJoin(accounts, eq(accounts.id, contacts.assignedToId)).where(eq(contacts.id, id)),
    db
      .select({ id: contactAnswers.id, body: contactAnswers.body, channel: contactAnswers.channel, authorLogin: accounts.login, createdAt: contactAnswers.createdAt })
      .from(contactAnswers)
      .leftJoin(accounts, eq(accounts.id, contactAnswers.authorId))
      .where(eq(contactAnswers.contactId, id))
      .orderBy(asc(contactAnswers.createdAt), asc(contactAnswers.id)),
  ]);
  return {
    ...contact,
    assigneeId: assignee?.id ?? null,
    assigneeLogin: assignee?.login ?? null,
    answers: answers.map((answer) => ({ id: answer.id, body: answer.body, channel: answer.channel === 'SMS' ? 'SMS' : 'EMAIL', authorLogin: answer.authorLogin, createdDate: answer.createdAt.toISOString() })),
  };
}

async function lockedContact(tx: Database, id: number) {
  const [row] = await tx
    .select({ status: contacts.status, assignedToId: contacts.assignedToId, email: contacts.email, phoneNumber: contacts.phoneNumber, fullname: contacts.fullname, message: contacts.message, langKey: contacts.langKey })
    .from(contacts)
    .where(eq(contacts.id, id))
    .for('update');
  if (!row) throw notFound(`No contact message ${id}`);
  return row;
}

/**
 * Answers the sender, by mail when they gave an address, else by SMS (or the channel asked).
 * An SMS answer is one message long at most. The message moves to `status` (CLOSED unless said).
 */
export async function answerContact(db: Database, notifier: Notifier, actor: AuditActor, id: number, body: AnswerContactBody & { status: 'IN_PROGRESS' | 'CLOSED' }) {
  let queued: QueuedMessage[] = [];
  await audited(db, actor, { entityType: 'contact', entityId: id, action: 'contact.answer' }, async (tx) => {
    const row = await lockedContact(tx, id);
    const channel = body.channel ?? (row.email ? 'EMAIL' : 'SMS');
    const address = channel === 'EMAIL' ? row.email : row.phoneNumber;
    if (!address) throw new HttpProblem('contact/no-address', `The sender left no ${channel === 'EMAIL' ? 'email address' : 'phone number'}.`);
    if (channel === 'SMS' && body.answer.length > CONTACT_ANSWER_SMS_MAX) throw invalidFields([{ path: 'body.answer', message: 'contact/answer-too-long-for-sms' }]);
    await tx.insert(contactAnswers).values({ contactId: id, authorId: actor.accountId, body: body.answer, channel });
    await tx.update(contacts).set({ status: body.status, updatedAt: new Date() }).where(eq(contacts.id, id));
    queued = await notifier.send(tx, {
      to: channel === 'EMAIL' ? { email: address } : { phoneNumber: address },
      channels: [channel],
      language: parseLanguage(row.langKey) ?? 'fr',
      kind: 'contact-answer',
      params: { name: row.fullname, answer: body.answer, message: row.message },
    });
    return { result: null, before: { status: row.status }, after: { status: body.status, channel, answer: body.answer } };
  });
  await notifier.deliver(queued);
  return getContactDetail(db, id);
}

/** Gives the message to an administrator or a manager (null: nobody). */
export async function assignContact(db: Database, actor: AuditActor, id: number, assigneeId: number | null) {
  await audited(db, actor, { entityType: 'contact', entityId: id, action: 'contact.assign' }, async (tx) => {
    const row = await lockedContact(tx, id);
    if (assigneeId !== null) {
      const [assignee] = await tx.select({ authorities: accounts.authorities, closedAt: accounts.closedAt, deactivatedAt: accounts.deactivatedAt }).from(accounts).where(eq(accounts.id, assigneeId));
      const operator = assignee && !assignee.closedAt && !assignee.deactivatedAt && toAuthorities(assignee.authorities).some((role) => role === 'ROLE_ADMIN' || role === 'ROLE_MANAGER');
      if (!operator) throw new HttpProblem('contact/assignee-invalid', 'Assign the message to an administrator or a manager.');
    }
    await tx.update(contacts).set({ assignedToId: assigneeId, updatedAt: new Date() }).where(eq(contacts.id, id));
    return { result: null, before: { assigneeId: row.assignedToId }, after: { assigneeId } };
  });
  return getContactDetail(db, id);
}

export async function changeContactStatus(db: Database, actor: AuditActor, id: number, status: ContactStatus) {
  await audited(db, actor, { entityType: 'contact', entityId: id, action: 'contact.status' }, async (tx) => {
    const row = await lockedContact(tx, id);
    await tx.update(contacts).set({ status, updatedAt: new Date() }).where(eq(contacts.id, id));
    return { result: null, before: { status: row.status }, after: { status } };
  });
  return getContact(db, id);
}

export async function removeContact(db: Database, actor: AuditActor, id: number) {
  await audited(db, actor, { entityType: 'contact', entityId: id, action: 'contact.delete' }, async (tx) => {
    const row = await lockedContact(tx, id);
    await tx.delete(contacts).where(eq(contacts.id, id));
    // The sender's name and addresses are not copied into the log: deleting the message deletes them.
    return { result: null, before: { status: row.status }, after: null };
  });
}

/** The administrators and managers a message can be given to. */
export async function listOperators(db: Database) {
  const rows = await db.select({ id: accounts.id, login: accounts.login, firstname: accounts.firstname, lastname: accounts.lastname, authorities: accounts.authorities, closedAt: accounts.closedAt, deactivatedAt: accounts.deactivatedAt }).from(accounts).where(sql`${accounts.authorities} && array['ROLE_ADMIN', 'ROLE_MANAGER']::text[]`);
  return rows
    .filter((row) => !row.closedAt && !row.deactivatedAt)
    .map((row) => ({ id: row.id, login: row.login, name: `${row.firstname} ${row.lastname}`.trim() || row.login }))
    .sort((a, b) => a.login.localeCompare(b.login));
}
