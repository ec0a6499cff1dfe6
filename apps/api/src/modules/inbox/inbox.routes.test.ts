import type { NotificationsResponse } from '@store/contracts/inbox';
import { editableBody, type SellerProduct } from '@store/contracts/seller-products';
import { accounts, inboxNotifications, outboxMessages } from '@store/db/schema/index';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
import { deliveryAddress } from '../../test-support/orders.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { Notifier } from '../notifications/notifier.ts';
import { notifyInbox } from './inbox.service.ts';
import { mailInboxDigests, plainLine } from './inbox-mail.ts';

let api: TestApi;
let seller: Record<string, string>;
let buyer: Record<string, string>;
beforeAll(async () => {
  api = await createTestApi();
  [seller, buyer] = await Promise.all([authHeaders(api, 'seller', 'Seller2026!'), authHeaders(api, 'buyer', 'Buyer2026!')]);
});
afterAll(() => api.close());

const inbox = async (headers: Record<string, string>, language = 'fr') =>
  (await api.app.inject({ url: `${STORE}/notifications`, headers: { ...headers, 'accept-language': language } })).json<NotificationsResponse>();

/** A guest orders `quantity` of the seller's product that has `stock` units, cash on delivery. */
async function guestOrders(stock: number, quantity: number, lowStockThreshold = 2) {
  const [row] = (await api.app.inject({ url: `${STORE}/products/of-user?status=published&size=1`, headers: seller })).json<{ slug: string }[]>();
  const product = (await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${row?.slug}`, headers: seller })).json<SellerProduct>();
  const restocked = await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: seller, payload: { ...editableBody(product), quantity: stock, lowStockThreshold } });
  expect(restocked.statusCode, restocked.body).toBe(200);
  const cart = await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, payload: { cart: { items: [{ productSlug: product.slug, quantity }], currency: 'CFA' } } });
  const cartSlug = cart.json<{ cart: { slug: string } }>().cart.slug;
  const reservation = (await api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, payload: { cartSlug, currency: 'CFA' } })).json<{ id: string }>();
  const order = await api.app.inject({
    method: 'POST',
    url: `${STORE}/products/order`,
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: { reservationId: reservation.id, address: deliveryAddress, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' },
  });
  expect(order.statusCode, order.body).toBe(201);
  return { product, number: order.json<{ number: string }>().number };
}

describe('GET /store/api/v1/notifications', () => {
  it('tells a seller of a new order and of the stock it left low, in their language, until they read them', async () => {
    const before = (await api.app.inject({ url: `${STORE}/notifications/unread-count`, headers: seller })).json<{ unread: number }>().unread;
    const { product, number } = await guestOrders(3, 2);

    const french = await inbox(seller);
    expect(french.subscription).toEqual({ plan: 'pro', state: 'ACTIVE' });
    expect(french.unread).toBe(before + 2);
    expect(french.notifications.infos[0]).toMatchObject({ kind: 'new-order', link: '/account/vendor', read: false });
    expect(french.notifications.infos[0]?.messageBody).toContain(`**Nouvelle commande ${number}**`);
    expect(french.notifications.warnings[0]).toMatchObject({ kind: 'low-stock', link: `/add-product?slug=${product.slug}` });
    expect(french.notifications.warnings[0]?.messageBody).toMatch(/^Plus que \*\*1\*\* en stock pour \*\*/);
    expect((await inbox(seller, 'en')).notifications.infos[0]?.messageBody).toContain(`**New order ${number}**`);

    // Another account cannot mark them, nor see them.
    const ids = [...french.notifications.infos, ...french.notifications.warnings].map((item) => item.id);
    await api.app.inject({ method: 'POST', url: `${STORE}/notifications/read`, headers: buyer, payload: { ids } });
    expect((await inbox(buyer)).notifications.infos.map((item) => item.id)).not.toContain(ids[0]);
    expect((await inbox(seller)).unread).toBe(before + 2);

    expect((await api.app.inject({ method: 'POST', url: `${STORE}/notifications/read`, headers: seller, payload: {} })).statusCode).toBe(204);
    expect((await api.app.inject({ url: `${STORE}/notifications/unread-count`, headers: seller })).json()).toEqual({ unread: 0 });
    expect((await inbox(seller)).notifications.infos[0]?.read).toBe(true);
  });

  it('warns at the threshold the seller set for the product, not before', async () => {
    await api.app.inject({ method: 'POST', url: `${STORE}/notifications/read`, headers: seller, payload: {} });
    await guestOrders(3, 2, 0);
    const after = await inbox(seller);
    expect(after.notifications.infos.filter((item) => !item.read)).toHaveLength(1);
    expect(after.notifications.warnings.filter((item) => !item.read)).toEqual([]);
    const { product } = await guestOrders(2, 2, 0);
    expect((await inbox(seller)).notifications.warnings.find((item) => !item.read)?.messageBody).toMatch(/est épuisé/);
    expect(product.lowStockThreshold).toBe(0);
  });

  it('is for signed-in users only', async () => {
    expectProblem(await api.app.inject({ url: `${STORE}/notifications` }), 401);
  });
});

const accountOf = async (login: string) => {
  const [row] = await api.database.db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(eq(accounts.login, login));
  if (!row) throw new Error(`no account ${login}`);
  return row;
};

describe('mail notifications (pro plan)', () => {
  it('writes markdown as plain lines', () => {
    expect(plainLine('Only **2** left in stock of **Itel A70 \\(2023\\)**.')).toBe('- Only 2 left in stock of Itel A70 (2023).');
  });

  it('mails a pro shop its new notifications once, in one mail in its language, and nothing to other plans', async () => {
    const db = api.database.db;
    const pro = await accountOf('seller');
    const plus = await accountOf('douala-smart-shop');
    const message = (accountId: number, words: string) => ({ accountId, level: 'INFO' as const, kind: 'new-order', bodyFr: `**Nouvelle commande** ${words}`, bodyEn: `**New order** ${words}` });
    await notifyInbox(db, [message(pro.id, 'EM-AAAA1111'), message(pro.id, 'EM-BBBB2222'), message(plus.id, 'EM-CCCC3333')]);

    expect(await mailInboxDigests(db, new Notifier(db, {}, api.app.log, api.config.publicOrigin))).toBe(1);
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, 'inbox-digest'), inArray(outboxMessages.recipient, [pro.email ?? '', plus.email ?? ''])));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'EMAIL', recipient: pro.email, language: 'fr' });
    expect(mails[0]?.body).toContain('- Nouvelle commande EM-AAAA1111\n- Nouvelle commande EM-BBBB2222');
    expect(mails[0]?.body).not.toContain('**');

    expect(await mailInboxDigests(db, new Notifier(db, {}, api.app.log, api.config.publicOrigin))).toBe(0);
    const unmailed = await db.select({ mailedAt: inboxNotifications.mailedAt }).from(inboxNotifications).where(eq(inboxNotifications.accountId, plus.id));
    expect(unmailed.every((row) => row.mailedAt === null)).toBe(true);
  });
});
