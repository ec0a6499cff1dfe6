// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar.server.ts';
import { orderContact, recentOrders, rememberOrder, rememberedContact, withRecentOrder } from './recent-orders.server.ts';

const address = (telephone: string, email: string | null = null) => ({
  address: { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone }, email, city: 'Abidjan', addressLine: 'Cocody', additionalInfo: null },
});

const requestWith = (setCookie?: string) => new Request('http://127.0.0.1/', { headers: setCookie ? { cookie: setCookie.split(';')[0] ?? '' } : {} });

describe('recent orders', () => {
  it('keeps the last five, newest first, each number once', () => {
    let list = withRecentOrder([], { number: 'EM-1', contact: 'a' });
    for (const number of ['EM-2', 'EM-3', 'EM-4', 'EM-5', 'EM-6']) list = withRecentOrder(list, { number, contact: 'a' });
    expect(list.map((entry) => entry.number)).toEqual(['EM-6', 'EM-5', 'EM-4', 'EM-3', 'EM-2']);
    expect(withRecentOrder(list, { number: 'EM-3', contact: 'b' }).map((entry) => entry.number)).toEqual(['EM-3', 'EM-6', 'EM-5', 'EM-4', 'EM-2']);
  });

  it('knows an order by its delivery phone in E.164, whatever way it was typed', () => {
    expect(orderContact(address('07 00 00 00 02'))).toBe('+2250700000002');
    expect(orderContact(address('12', 'awa@example.test'))).toBe('awa@example.test');
  });

  it('remembers an order in an httpOnly cookie and finds its contact again by number', async () => {
    const jar = new CookieJar();
    await rememberOrder(jar, requestWith(), { number: 'EM-ABCD1234', ...address('0700000002') });
    const [cookie] = await jar.setCookieHeaders();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(await rememberedContact(requestWith(cookie), 'em-abcd1234')).toBe('+2250700000002');
    expect(await rememberedContact(requestWith(cookie), 'EM-OTHER')).toBeUndefined();
  });

  it('reads a tampered cookie as no orders', async () => {
    expect(await recentOrders(new Request('http://127.0.0.1/', { headers: { cookie: `orders=${encodeURIComponent(btoa('{"x":1}'))}` } }))).toEqual([]);
  });
});
