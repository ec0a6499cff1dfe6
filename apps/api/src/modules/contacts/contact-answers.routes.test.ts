import type { AuditEntry, ContactDetail } from '@store/contracts/admin';
import type { OutboxMessage } from '@store/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, freshIp, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let admin: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  api = await createTestApi();
  [admin, manager] = await Promise.all([authHeaders(api, 'admin', 'Admin2026!'), authHeaders(api, 'manager', 'Manager2026!')]);
});
afterAll(() => api.close());

async function send(message: Record<string, unknown>, language = 'fr') {
  const payload = { email: 'awa.kone@example.com', fullname: 'Awa Koné', reason: 2, message: 'Où en est ma commande EM-12345678 ?', ...message };
  const response = await api.app.inject({ method: 'POST', url: `${STORE}/contacts`, headers: { 'accept-language': language }, payload, remoteAddress: freshIp() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const outbox = async (recipient: string) => (await api.app.inject({ url: `${STORE}/admin/outbox?recipient=${encodeURIComponent(recipient)}`, headers: admin })).json<OutboxMessage[]>();
const timeline = async (id: number) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/contact/${id}`, headers: admin })).json<AuditEntry[]>();

describe('contact answers', () => {
  it('a manager answers by mail in the sender’s language: the outbox has it, the message is closed, the log has it', async () => {
    const id = await send({ email: 'answer.by.mail@example.com' });
    const answered = await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: manager, payload: { answer: 'Votre colis est parti ce matin.' } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<ContactDetail>()).toMatchObject({ status: 'CLOSED', answers: [{ body: 'Votre colis est parti ce matin.', channel: 'EMAIL', authorLogin: 'manager' }] });
    const [mail] = await outbox('answer.by.mail@example.com');
    expect(mail).toMatchObject({ channel: 'EMAIL', kind: 'contact-answer', language: 'fr', subject: 'Réponse à votre message' });
    expect(mail?.body).toContain('Votre colis est parti ce matin.');
    expect(mail?.body).toContain('Où en est ma commande EM-12345678 ?');
    expect((await timeline(id))[0]).toMatchObject({ action: 'contact.answer', actorLogin: 'manager', before: { status: 'NEW' }, after: { status: 'CLOSED', channel: 'EMAIL' } });
  });

  it('answers by SMS a sender without email, one message long at most', async () => {
    const id = await send({ email: 'sms.only@example.com', phoneNumber: { indicator: '+225', telephone: '07 55 44 33 22' } });
    const tooLong = expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: admin, payload: { answer: 'x'.repeat(281), channel: 'SMS' } }), 400, 'request/invalid');
    expect(tooLong.errors).toEqual([{ path: 'body.answer', message: 'contact/answer-too-long-for-sms' }]);
    const answered = await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: admin, payload: { answer: 'Colis livré demain.', channel: 'SMS', status: 'IN_PROGRESS' } });
    expect(answered.json<ContactDetail>()).toMatchObject({ status: 'IN_PROGRESS', answers: [{ channel: 'SMS' }] });
    const [sms] = await outbox('+2250755443322');
    expect(sms).toMatchObject({ channel: 'SMS', kind: 'contact-answer' });
    expect(sms?.body).toContain('Colis livré demain.');
  });

  it('refuses a 1 MB answer, an empty one and a channel without address, storing and sending nothing', async () => {
    const id = await send({ email: 'big.answer@example.com' });
    const huge = expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: manager, payload: { answer: 'a'.repeat(1_000_000) } }), 400, 'request/invalid');
    expect(huge.errors).toEqual([{ path: 'body.answer', message: 'contact/answer-too-long' }]);
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: manager, payload: { answer: 'a'.repeat(1_100_000) } }), 413, 'request/payload-too-large');
    const empty = expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: manager, payload: { answer: '   ' } }), 400, 'request/invalid');
    expect(empty.errors).toEqual([{ path: 'body.answer', message: 'contact/answer-required' }]);
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: manager, payload: { answer: 'Bonjour', channel: 'SMS' } }), 400, 'contact/no-address');
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: manager, payload: { answer: 'Bonjour', status: 'NEW' } }), 400, 'request/invalid');
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/contacts/999999/answer`, headers: manager, payload: { answer: 'Bonjour' } }), 404, 'resource/not-found');
    expect(await outbox('big.answer@example.com')).toEqual([]);
    expect((await api.app.inject({ url: `${STORE}/contacts/${id}`, headers: manager })).json<ContactDetail>()).toMatchObject({ status: 'NEW', answers: [] });
    expect(await timeline(id)).toEqual([]);
  });

  it('assigns to an operator, refuses a buyer as assignee, and logs status changes and deletion', async () => {
    const id = await send({ email: 'assign.me@example.com' });
    const operators = (await api.app.inject({ url: `${STORE}/admin/operators`, headers: manager })).json<{ id: number; login: string }[]>();
    expect(operators.map((operator) => operator.login)).toEqual(['admin', 'manager']);
    const managerId = operators.find((operator) => operator.login === 'manager')?.id;
    const assigned = await api.app.inject({ method: 'PUT', url: `${STORE}/contacts/${id}/assignee`, headers: admin, payload: { assigneeId: managerId } });
    expect(assigned.json<ContactDetail>()).toMatchObject({ assigneeId: managerId, assigneeLogin: 'manager' });
    const buyers = (await api.app.inject({ url: `${STORE}/admin/users?query=buyer`, headers: admin })).json<{ id: number }[]>();
    expectProblem(await api.app.inject({ method: 'PUT', url: `${STORE}/contacts/${id}/assignee`, headers: admin, payload: { assigneeId: buyers[0]?.id } }), 400, 'contact/assignee-invalid');
    expectProblem(await api.app.inject({ method: 'PUT', url: `${STORE}/contacts/${id}/assignee`, headers: admin, payload: { assigneeId: 'manager' } }), 400, 'request/invalid');
    expect((await api.app.inject({ method: 'PUT', url: `${STORE}/contacts/${id}/assignee`, headers: admin, payload: { assigneeId: null } })).json<ContactDetail>()).toMatchObject({ assigneeId: null });
    expect((await api.app.inject({ method: 'PUT', url: `${STORE}/contacts/${id}`, headers: manager, payload: { status: 'IN_PROGRESS' } })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'DELETE', url: `${STORE}/contacts/${id}`, headers: admin })).statusCode).toBe(204);
    expect((await timeline(id)).map((entry) => [entry.action, entry.actorLogin])).toEqual([
      ['contact.delete', 'admin'],
      ['contact.status', 'manager'],
      ['contact.assign', 'admin'],
      ['contact.assign', 'admin'],
    ]);
  });

  it('refuses buyers and sellers answering or assigning, and logs the attempt', async () => {
    const id = await send({ email: 'not.for.buyers@example.com' });
    const buyer = await authHeaders(api, 'buyer', 'Buyer2026!');
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/contacts/${id}/answer`, headers: buyer, payload: { answer: 'Bonjour' } }), 403, 'auth/forbidden');
    expectProblem(await api.app.inject({ method: 'PUT', url: `${STORE}/contacts/${id}/assignee`, headers: buyer, payload: { assigneeId: null } }), 403, 'auth/forbidden');
    expect((await timeline(id)).map((entry) => [entry.action, entry.outcome, entry.actorLogin])).toEqual([
      ['contact.assign', 'DENIED', 'buyer'],
      ['contact.answer', 'DENIED', 'buyer'],
    ]);
    expect(await outbox('not.for.buyers@example.com')).toEqual([]);
  });
});
