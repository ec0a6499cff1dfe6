import { HISTORY_LENGTH, SESSION_LIFETIME_MS } from '@store/contracts/constants';
import { pushHistory } from '@store/contracts/cart-rules';
import { createCookie } from 'react-router';
import { z } from 'zod';
import type { CookieJar } from './cookie-jar.server.ts';

/**
 * The shopper's client session (spec §3, §4): created on the first visit, replaced 60 minutes
 * later by a fresh one, with the last 5 searches and locations. A guest's cart is reached
 * through it by its slug, and the slug survives the renewal so an hour-old cart is not lost.
 * It lives in an httpOnly cookie: nothing in it is secret beyond the cart slug, which is as
 * unguessable as a session id, and page scripts never need it.
 */
const clientSessionCookie = createCookie('client', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 * 24 * 30 });

/** The guest cart cookie of earlier versions: adopted once, then dropped. */
const legacyCartCookie = createCookie('cart', { httpOnly: true, sameSite: 'lax', path: '/' });

const historySchema = z.array(z.string().max(200)).max(HISTORY_LENGTH).catch([]);

const storedSessionSchema = z.object({
  key: z.string().min(1).max(64),
  createdDate: z.iso.datetime(),
  lastUpdateDate: z.iso.datetime(),
  searchHistory: historySchema,
  localizationHistory: historySchema,
  cartSlug: z.string().max(64).nullable().catch(null),
  /** The checkout under way: its id is the buyer's claim on the stock held by the cart timer. */
  reservationId: z.uuid().nullable().catch(null),
  /**
   * Spec §3/§4 geolocation result: the visitor's country, looked up once for language by place
   * (decision 68); null when the address's country is unknown, absent when never looked up.
   */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .optional()
    .catch(undefined),
});
export type StoredClientSession = z.infer<typeof storedSessionSchema>;

export function freshClientSession(now: Date, cartSlug: string | null = null, reservationId: string | null = null, country?: string | null): StoredClientSession {
  const created = now.toISOString();
  const session: StoredClientSession = { key: crypto.randomUUID(), createdDate: created, lastUpdateDate: created, searchHistory: [], localizationHistory: [], cartSlug, reservationId };
  return country === undefined ? session : { ...session, country };
}

export function clientSessionExpiry(session: StoredClientSession): Date {
  return new Date(Date.parse(session.createdDate) + SESSION_LIFETIME_MS);
}

/**
 * Spec §4: 60 minutes after its creation the session is replaced by a fresh one, with empty
 * histories. The guest's cart and a checkout under way are carried over: a cart is never lost
 * to a timer, and a buyer paying at minute 59 keeps the stock held for them. The country looked
 * up for the visitor goes along too, so the lookup runs once per visitor, not once an hour.
 */
export function renewedIfExpired(session: StoredClientSession, now: Date): StoredClientSession {
  return now.getTime() >= clientSessionExpiry(session).getTime() ? freshClientSession(now, session.cartSlug, session.reservationId, session.country) : session;
}

/** A search page visit: its words and its location go first in their histories. */
export function withSearchVisited(session: StoredClientSession, url: URL, now: Date): StoredClientSession {
  if (!/^\/search-product(\.data)?$/.test(url.pathname)) return session;
  const words = url.searchParams
    .getAll('q')
    .map((q) => q.trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 200);
  const location = (url.searchParams.get('location') ?? '').trim().slice(0, 200);
  const searchHistory = pushHistory(session.searchHistory, words);
  const localizationHistory = pushHistory(session.localizationHistory, location);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
  if (same(searchHistory, session.searchHistory) && same(localizationHistory, session.localizationHistory)) return session;
  return { ...session, searchHistory, localizationHistory, lastUpdateDate: now.toISOString() };
}

export interface ClientSessionState {
  session: StoredClientSession;
  /** Whether the stored cookie must be rewritten (new, renewed or changed). */
  changed: boolean;
  /**
   * A session made for this request, with nothing in it yet: stored only once something goes
   * in (a search, a cart), so a first visit to a page or a static file sets no cookie.
   */
  blank: boolean;
}

/** The request's session, renewed when expired; a new one when absent or unreadable. */
export async function readClientSession(request: { headers: Pick<Headers, 'get'> }, now = new Date()): Promise<ClientSessionState> {
  const cookieHeader = request.headers.get('cookie');
  const stored = storedSessionSchema.safeParse(await clientSessionCookie.parse(cookieHeader));
  if (stored.success) {
    const session = renewedIfExpired(stored.data, now);
    return { session, changed: session !== stored.data, blank: false };
  }
  const legacySlug: unknown = await legacyCartCookie.parse(cookieHeader);
  const adopted = typeof legacySlug === 'string' && legacySlug ? legacySlug : null;
  return { session: freshClientSession(now, adopted), changed: true, blank: adopted === null };
}

/** Stores `session` with the response (and retires the old cart cookie when it was there). */
export function storeClientSession(cookies: CookieJar, session: StoredClientSession, hasLegacyCartCookie = false): void {
  cookies.set(clientSessionCookie, session);
  if (hasLegacyCartCookie) cookies.clear(legacyCartCookie);
}
