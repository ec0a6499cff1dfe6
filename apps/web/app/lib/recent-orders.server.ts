import type { Order } from '@store/contracts/orders';
import { normalizePhoneNumber } from '@store/contracts/phone';
import { createCookie } from 'react-router';
import { z } from 'zod';
import type { CookieJar } from './cookie-jar.server.ts';

/** How many orders the browser remembers. */
export const RECENT_ORDERS_LENGTH = 5;

/**
 * The buyer's latest orders, as the order number and the contact given at checkout, so a guest
 * lands on the order's page after paying and finds it again without retyping either. httpOnly:
 * the phone number or email never reaches page scripts; the API checks the pair on every read.
 */
const recentOrdersCookie = createCookie('orders', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 60 * 60 * 24 * 90,
  secure: process.env.COOKIE_SECURE === 'true',
});

const recentOrderSchema = z.object({ number: z.string().min(1).max(32), contact: z.string().min(1).max(254) });
export type RecentOrder = z.infer<typeof recentOrderSchema>;

const storedSchema = z
  .array(recentOrderSchema)
  .transform((list) => list.slice(0, RECENT_ORDERS_LENGTH))
  .catch([]);

/** Newest first; an unreadable cookie counts as none. */
export async function recentOrders(request: Request): Promise<RecentOrder[]> {
  return storedSchema.parse(await recentOrdersCookie.parse(request.headers.get('cookie')));
}

/** Puts `entry` first, once, and keeps the last five. */
export function withRecentOrder(list: readonly RecentOrder[], entry: RecentOrder): RecentOrder[] {
  return [entry, ...list.filter((old) => old.number !== entry.number)].slice(0, RECENT_ORDERS_LENGTH);
}

/** The contact the tracking API knows the order by: the delivery phone in E.164, else the email. */
export function orderContact(order: Pick<Order, 'address'>): string {
  const { phoneNumber, email } = order.address;
  const phone = normalizePhoneNumber(phoneNumber.indicator, phoneNumber.telephone);
  if (phone.ok) return phone.e164;
  return email ?? `${phoneNumber.indicator}${phoneNumber.telephone}`;
}

/** Remembers `order` as the newest, with the response. */
export async function rememberOrder(cookies: CookieJar, request: Request, order: Pick<Order, 'number' | 'address'>): Promise<void> {
  cookies.set(recentOrdersCookie, withRecentOrder(await recentOrders(request), { number: order.number, contact: orderContact(order) }));
}

/** The remembered contact of an order number, if this browser placed or found it. */
export async function rememberedContact(request: Request, number: string): Promise<string | undefined> {
  const wanted = number.trim().toUpperCase();
  return (await recentOrders(request)).find((entry) => entry.number.toUpperCase() === wanted)?.contact;
}
