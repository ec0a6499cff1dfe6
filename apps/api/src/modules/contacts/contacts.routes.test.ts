import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, freshIp } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());


const message = {
  email: 'Fatou.Sow@Example.com',
  fullname: 'Fatou Sow',
  phoneNumber: { indicator: '+221', telephone: '77 123 45 67' },
  reason: 5,
  message: 'The checkout page froze on my phone yesterday evening.',
};

describe('contacts', () => {
  it('takes a message from a guest; operators list, search, update and delete it', async () => {
    const sent = await api.app.inject({ method: 'POST', url: '/store/api/v1/contacts', headers: { 'accept-language': 'en' }, payload: message });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: number }>();

    const manager = await authHeaders(api, 'manager', 'Manager2026!');
    const list = await api.app.inject({ url: '/store/api/v1/contacts?query=froze&reason=5', headers: manager });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([
      expect.objectContaining({ id, email: 'fatou.sow@example.com', phoneNumber: '+221771234567', reason: 5, langKey: 'en', status: 'NEW', accountLogin: null }),
    ]);

    const updated = await api.app.inject({ method: 'PUT', url: `/store/api/v1/contacts/${id}`, headers: manager, payload: { status: 'IN_PROGRESS' } });
    expect(updated.json()).toMatchObject({ id, status: 'IN_PROGRESS' });
    const closed = await api.app.inject({ method: 'PUT', url: '/store/api/v1/contacts', headers: manager, payload: { id, status: 'CLOSED' } });
    expect(closed.json()).toMatchObject({ id, status: 'CLOSED' });
    expect((await api.app.inject({ url: `/store/api/v1/contacts/${id}`, headers: manager })).json()).toMatchObject({ status: 'CLOSED' });

    expect((await api.app.inject({ method: 'DELETE', url: `/store/api/v1/contacts/${id}`, headers: manager })).statusCode).toBe(204);
    expect((await api.app.inject({ url: `/store/api/v1/contacts/${id}`, headers: manager })).json()).toMatchObject({ status: 404, code: 'resource/not-found' });
  });

  it('links a signed-in sender to their account', async () => {
    const buyer = await authHeaders(api, 'buyer', 'Buyer2026!');
    const sent = await api.app.inject({ method: 'POST', url: '/store/api/v1/contacts', headers: buyer, payload: { ...message, reason: 2, phoneNumber: null } });
    const admin = await authHeaders(api, 'admin', 'Admin2026!');
    const stored = (await api.app.inject({ url: `/store/api/v1/contacts/${sent.json<{ id: number }>().id}`, headers: admin })).json();
    expect(stored).toMatchObject({ accountLogin: 'buyer', reason: 2, phoneNumber: null });
  });

  it('lists the open messages of shops with priority support (plus, pro) first; a free shop’s and a buyer’s in date order', async () => {
    const send = async (login: string, password: string, text: string) => {
      const headers = await authHeaders(api, login, password);
      const sent = await api.app.inject({ method: 'POST', url: '/store/api/v1/contacts', headers, payload: { ...message, reason: 3, message: text }, remoteAddress: freshIp() });
      expect(sent.statusCode, sent.body).toBe(201);
      const { id } = sent.json<{ id: number }>();
      return (await api.app.inject({ url: `/store/api/v1/contacts/${id}`, headers: await authHeaders(api, 'admin', 'Admin2026!') })).json<{ id: number; priority: boolean }>();
    };
    const pro = await send('seller', 'Seller2026!', 'Priority question from a pro shop about payouts.');
    const free = await send('bamako-phone-center', 'Shop2026!', 'Question from a free shop about payouts.');
    const buyer = await send('buyer', 'Buyer2026!', 'Question from a buyer about payouts.');
    expect([pro.priority, free.priority, buyer.priority]).toEqual([true, false, false]);
    const manager = await authHeaders(api, 'manager', 'Manager2026!');
    const listed = (await api.app.inject({ url: '/store/api/v1/contacts?query=payouts', headers: manager })).json<{ id: number }[]>();
    expect(listed.map((contact) => contact.id)).toEqual([pro.id, buyer.id, free.id]);
    // Once closed, it takes its place by date again.
    await api.app.inject({ method: 'PUT', url: `/store/api/v1/contacts/${pro.id}`, headers: manager, payload: { status: 'CLOSED' } });
    const after = (await api.app.inject({ url: '/store/api/v1/contacts?query=payouts', headers: manager })).json<{ id: number }[]>();
    expect(after.map((contact) => contact.id)).toEqual([buyer.id, free.id, pro.id]);
  });

  it('refuses bad messages with field errors; reason 9 is not a contact-form topic', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/store/api/v1/contacts',
      payload: { email: 'not-an-email', fullname: 'F', reason: 9, message: 'short', phoneNumber: { indicator: '+225', telephone: '1' } },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: { path: string; message: string }[] }>().errors;
    expect(errors.map((error) => error.message)).toEqual(
      expect.arrayContaining(['contact/email-invalid', 'contact/fullname-required', 'contact/reason-invalid', 'contact/message-too-short', 'phone/invalid']),
    );
  });

  it('keeps the messages from buyers and sellers; guests are asked to sign in', async () => {
    for (const [username, password] of [['buyer', 'Buyer2026!'], ['seller', 'Seller2026!']] as const) {
      const headers = await authHeaders(api, username, password);
      expect((await api.app.inject({ url: '/store/api/v1/contacts', headers })).statusCode).toBe(403);
      expect((await api.app.inject({ method: 'DELETE', url: '/store/api/v1/contacts/1', headers })).statusCode).toBe(403);
      expect((await api.app.inject({ method: 'PUT', url: '/store/api/v1/contacts/1', headers, payload: { status: 'CLOSED' } })).statusCode).toBe(403);
    }
    expect((await api.app.inject({ url: '/store/api/v1/contacts' })).statusCode).toBe(401);
  });

  it('limits how many messages one address sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await api.app.inject({ method: 'POST', url: '/store/api/v1/contacts', remoteAddress: '10.9.8.7', payload: { ...message, phoneNumber: null } })).statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 201)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
