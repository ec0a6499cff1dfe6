// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freshClientSession, readClientSession, type StoredClientSession, storeClientSession, withSearchVisited } from './client-session.server.ts';
import { CookieJar } from './cookie-jar.server.ts';

const start = new Date('2026-11-22T10:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

/** The Set-Cookie values of an answer that stored `session`. */
async function stored(session: StoredClientSession, hasLegacyCartCookie = false): Promise<string[]> {
  const jar = new CookieJar();
  storeClientSession(jar, session, hasLegacyCartCookie);
  return jar.setCookieHeaders();
}

/** A request carrying the cookies a previous answer set. */
function requestWith(setCookies: string[], url = 'http://127.0.0.1/'): Request {
  const cookie = setCookies.map((value) => value.split(';')[0]).join('; ');
  return new Request(url, { headers: { cookie } });
}

describe('client session', () => {
  it('starts a session on the first visit and keeps it on the next', async () => {
    const first = await readClientSession(new Request('http://127.0.0.1/'), start);
    expect(first.changed).toBe(true);
    const cookies = await stored(first.session);
    const again = await readClientSession(requestWith(cookies), minutes(59));
    expect(again.changed).toBe(false);
    expect(again.session.key).toBe(first.session.key);
  });

  it('is replaced 60 minutes after its creation, keeping the guest cart but not the histories', async () => {
    const session = { ...freshClientSession(start, 'cart-slug-1'), searchHistory: ['casque'], localizationHistory: ['Abidjan'] };
    const cookies = await stored(session);
    const renewed = await readClientSession(requestWith(cookies), minutes(60));
    expect(renewed.changed).toBe(true);
    expect(renewed.session.key).not.toBe(session.key);
    expect(renewed.session.cartSlug).toBe('cart-slug-1');
    expect(renewed.session.searchHistory).toEqual([]);
    expect(renewed.session.createdDate).toBe(minutes(60).toISOString());
  });

  it('carries a checkout under way across the renewal, and reads cookies written before checkout existed', async () => {
    const reservationId = '0b5c7f8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';
    const cookies = await stored(freshClientSession(start, 'cart-slug-1', reservationId));
    expect((await readClientSession(requestWith(cookies), minutes(61))).session.reservationId).toBe(reservationId);
    const { reservationId: _dropped, ...older } = freshClientSession(start, 'cart-slug-1');
    const legacy = `client=${encodeURIComponent(btoa(JSON.stringify(older)))}`;
    const read = await readClientSession(new Request('http://127.0.0.1/', { headers: { cookie: legacy } }), minutes(1));
    expect(read).toMatchObject({ changed: false, session: { cartSlug: 'cart-slug-1', reservationId: null } });
  });

  it('keeps the country looked up for the visitor across the renewal, and drops a malformed one', async () => {
    const cookies = await stored(freshClientSession(start, null, null, 'NG'));
    expect((await readClientSession(requestWith(cookies), minutes(61))).session.country).toBe('NG');
    const unknown = await stored(freshClientSession(start, null, null, null));
    expect((await readClientSession(requestWith(unknown), minutes(61))).session.country).toBeNull();
    const forged = `client=${encodeURIComponent(btoa(JSON.stringify({ ...freshClientSession(start), country: '<script>' })))}`;
    const read = await readClientSession(new Request('http://127.0.0.1/', { headers: { cookie: forged } }), minutes(1));
    expect(read.session.country).toBeUndefined();
  });

  it('adopts the guest cart cookie of earlier versions and then retires it', async () => {
    const legacy = `cart=${encodeURIComponent(btoa(JSON.stringify('old-slug')))}`;
    const request = new Request('http://127.0.0.1/', { headers: { cookie: legacy } });
    const { session } = await readClientSession(request, start);
    expect(session.cartSlug).toBe('old-slug');
    const cookies = await stored(session, true);
    expect(cookies.some((cookie) => cookie.startsWith('cart=;') && /Max-Age=0/i.test(cookie))).toBe(true);
  });

  it('ignores a tampered cookie and starts afresh', async () => {
    const request = new Request('http://127.0.0.1/', { headers: { cookie: `client=${encodeURIComponent(btoa('{"key":5}'))}` } });
    const { session, changed } = await readClientSession(request, start);
    expect(changed).toBe(true);
    expect(session.searchHistory).toEqual([]);
  });

  it('remembers the last 5 distinct searches and locations, newest first', () => {
    let session = freshClientSession(start);
    for (const [q, location] of [['tv', 'Abidjan'], ['casque', 'Bouaké'], ['TV', ''], ['clé usb', 'Yamoussoukro'], ['ssd', 'Korhogo'], ['souris', 'Daloa'], ['clavier', 'San-Pédro']]) {
      session = withSearchVisited(session, new URL(`http://127.0.0.1/search-product?q=${encodeURIComponent(q ?? '')}&location=${encodeURIComponent(location ?? '')}`), start);
    }
    expect(session.searchHistory).toEqual(['clavier', 'souris', 'ssd', 'clé usb', 'TV']);
    expect(session.localizationHistory).toEqual(['San-Pédro', 'Daloa', 'Korhogo', 'Yamoussoukro', 'Bouaké']);
  });

  it('records client-side navigations to the search page but no other page', () => {
    const session = freshClientSession(start);
    expect(withSearchVisited(session, new URL('http://127.0.0.1/search-product.data?q=tablette'), start).searchHistory).toEqual(['tablette']);
    expect(withSearchVisited(session, new URL('http://127.0.0.1/product/tablette?q=x'), start)).toBe(session);
    expect(withSearchVisited(session, new URL('http://127.0.0.1/search-product?category=3'), start)).toBe(session);
  });
});
