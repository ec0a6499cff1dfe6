import type { CartItem } from '@store/contracts/cart';
import { cartSummary, emptyCart } from '@store/contracts/cart-rules';
import type { Currency, Language } from '@store/contracts/locale';
import { currencyFromIso, type ExchangeRates, isoCurrency } from '@store/contracts/money';
import type { Reservation } from '@store/contracts/orders';
import type { Database } from '@store/db/client';
import { accounts, cartItems, carts, orders, products, stockReservationItems, stockReservations } from '@store/db/schema/index';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import type { CartOwner } from '../cart/cart.repo.ts';
import * as cartRepo from '../cart/cart.repo.ts';
import { readCart, saveCart } from '../cart/cart.service.ts';
import { imageUrl } from '../media/media.service.ts';
import { shopNameOf, thumbnailId } from '../products/products.repo.ts';
import { closeReservations, takeStock } from './stock.ts';
import { localized } from '../../lib/localize.ts';

/*
 * The cart timer (spec §4): starting checkout takes the stock of every cart line for
 * CART_TIMER_SECONDS. The reservation's id is the buyer's claim on it (an unguessable UUID);
 * a signed-in buyer's reservation is also tied to the account.
 */

export interface CheckoutContext {
  db: Database;
  log: FastifyBaseLogger;
  timerSeconds: number;
  rates: ExchangeRates;
  language: Language;
}

/**
 * Reserves the whole cart or nothing. A line short of stock rolls everything back, stores the
 * cart capped at what is left (so the buyer sees the change), and answers 409.
 * A cart has one checkout at a time: its row is locked first, so a second checkout of the same
 * cart (a double click, two tabs) waits for the first, then reuses its reservation when the
 * lines are the same, or releases it before reserving the new lines. The stock is never held
 * twice for one cart.
 */
export async function startCheckout(ctx: CheckoutContext, owner: CartOwner, accountId: number | null, currency: Currency): Promise<Reservation> {
  const cart = await cartRepo.findCart(ctx.db, owner);
  if (!cart) throw new HttpProblem('checkout/empty-cart', 'The cart is empty.');
  const expiresAt = new Date(Date.now() + ctx.timerSeconds * 1000);
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update');
    const lines = await tx
      .select({ productId: cartItems.productId, quantity: cartItems.quantity, price: products.price, currency: products.currency })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.productId));
    const current = await activeReservationOf(tx, cart.id);
    if (current && current.accountId === accountId && current.currency === isoCurrency[currency] && sameLines(current.lines, lines)) {
      return { kind: 'reserved' as const, id: current.id };
    }
    await closeReservations(tx, { cartId: cart.id }, 'RELEASED');
    if (lines.length === 0) return { kind: 'empty' as const };
    const id = crypto.randomUUID();
    for (const line of lines) {
      // Throwing rolls back the stock already taken for earlier lines.
      if (!(await takeStock(tx, line.productId, line.quantity))) throw new OutOfStock();
    }
    await tx.insert(stockReservations).values({ id, cartId: cart.id, accountId, currency: isoCurrency[currency], expiresAt });
    await tx.insert(stockReservationItems).values(lines.map((line) => ({ reservationId: id, productId: line.productId, quantity: line.quantity, unitPrice: line.price, currency: line.currency })));
    return { kind: 'reserved' as const, id };
  }).catch(async (error: unknown) => {
    if (!(error instanceof OutOfStock)) throw error;
    await capCartAtStock(ctx, owner, accountId, currency);
    throw new HttpProblem('checkout/out-of-stock', 'Some products no longer have the quantity asked for; the cart was updated.');
  });
  if (outcome.kind === 'empty') throw new HttpProblem('checkout/empty-cart', 'The cart is empty.');
  return readReservation(ctx, outcome.id, accountId);
}

class OutOfStock extends Error {}

/** The cart's reservation still holding stock, with its lines; none once its timer ran out. */
async function activeReservationOf(tx: Database, cartId: number) {
  const [row] = await tx
    .select({ id: stockReservations.id, accountId: stockReservations.accountId, currency: stockReservations.currency })
    .from(stockReservations)
    .where(and(eq(stockReservations.cartId, cartId), eq(stockReservations.status, 'ACTIVE'), gt(stockReservations.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;
  const lines = await tx
    .select({ productId: stockReservationItems.productId, quantity: stockReservationItems.quantity })
    .from(stockReservationItems)
    .where(eq(stockReservationItems.reservationId, row.id))
    .orderBy(asc(stockReservationItems.productId));
  return { ...row, lines };
}

/** Same products in the same quantities (both lists in product-id order). */
function sameLines(held: readonly { productId: number; quantity: number }[], wanted: readonly { productId: number; quantity: number }[]) {
  return held.length === wanted.length && held.every((line, i) => line.productId === wanted[i]?.productId && line.quantity === wanted[i]?.quantity);
}

/** Stores the cart again through the cart rules, which cap every line at the stock left. */
async function capCartAtStock(ctx: CheckoutContext, owner: CartOwner, accountId: number | null, currency: Currency) {
  const current = await readCart(ctx.db, owner, currency, ctx.language, ctx.rates);
  const wanted = await cartRepo.findLines(ctx.db, current.cart.id ?? -1);
  await saveCart(
    ctx.db,
    ctx.log,
    accountId,
    { cart: { slug: 'slug' in owner ? owner.slug : null, items: wanted.map((line) => ({ productSlug: line.productSlug, quantity: line.quantity })), currency } },
    currency,
    ctx.language,
    ctx.rates,
  );
}

/** A reservation as the buyer sees it; an ACTIVE one past its time is expired on the way. */
export async function readReservation(ctx: CheckoutContext, id: string, accountId: number | null): Promise<Reservation> {
  const [row] = await ctx.db
    .select({ id: stockReservations.id, status: stockReservations.status, accountId: stockReservations.accountId, currency: stockReservations.currency, expiresAt: stockReservations.expiresAt, orderNumber: orders.number })
    .from(stockReservations)
    .leftJoin(orders, eq(orders.reservationId, stockReservations.id))
    .where(eq(stockReservations.id, id))
    .limit(1);
  // Another account's reservation does not exist for this caller.
  if (!row || (row.accountId !== null && row.accountId !== accountId)) throw notFound('No such checkout.');
  let status = row.status;
  if (status === 'ACTIVE' && row.expiresAt.getTime() <= Date.now()) {
    await ctx.db.transaction((tx) => closeReservations(tx, { id }, 'EXPIRED'));
    status = 'EXPIRED';
  }
  const items = await reservationItems(ctx.db, id, ctx.language);
  const currency = currencyFromIso(row.currency) ?? 'CFA';
  const summary = cartSummary({ ...emptyCart(currency), items }, null, ctx.rates);
  return {
    id: row.id,
    status: reservationStatus(status),
    expiresAt: row.expiresAt.toISOString(),
    secondsLeft: status === 'ACTIVE' ? Math.max(0, Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000)) : 0,
    items,
    summary,
    orderNumber: row.orderNumber,
  };
}

function reservationStatus(value: string): Reservation['status'] {
  return value === 'CONSUMED' || value === 'RELEASED' || value === 'EXPIRED' ? value : 'ACTIVE';
}

/** The reserved lines, priced as reserved (what the order will charge). */
export async function reservationItems(db: Database, reservationId: string, language: Language): Promise<CartItem[]> {
  const rows = await db
    .select({
      slug: products.slug,
      nameFr: products.nameFr,
      nameEn: products.nameEn,
      location: products.location,
      accountSlug: accounts.slug,
      shopName: shopNameOf,
      quantity: stockReservationItems.quantity,
      unitPrice: stockReservationItems.unitPrice,
      currency: stockReservationItems.currency,
      thumbnailId,
    })
    .from(stockReservationItems)
    .innerJoin(products, eq(products.id, stockReservationItems.productId))
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .where(eq(stockReservationItems.reservationId, reservationId))
    .orderBy(asc(accounts.slug), asc(products.id));
  return rows.map((row) => ({
    name: localized(row, 'name', language),
    location: row.location,
    productSlug: row.slug,
    accountSlug: row.accountSlug,
    shopName: row.shopName,
    unitPrice: row.unitPrice,
    currency: currencyFromIso(row.currency) ?? 'CFA',
    quantity: row.quantity,
    maxQuantity: row.quantity,
    productSpecificationValues: [],
    thumbnail: row.thumbnailId === null ? null : imageUrl(row.thumbnailId),
  }));
}

/** The buyer leaves checkout: the stock goes back on sale at once. */
export async function releaseReservation(ctx: CheckoutContext, id: string, accountId: number | null): Promise<void> {
  const [row] = await ctx.db.select({ accountId: stockReservations.accountId }).from(stockReservations).where(eq(stockReservations.id, id)).limit(1);
  if (!row || (row.accountId !== null && row.accountId !== accountId)) throw notFound('No such checkout.');
  await ctx.db.transaction((tx) => closeReservations(tx, { id }, 'RELEASED'));
}

/** Every reservation whose timer ran out gives its stock back (the sweeper calls this). */
export function expireReservations(db: Database, now = new Date()): Promise<string[]> {
  return db.transaction((tx) => closeReservations(tx, { expiredBefore: now }, 'EXPIRED'));
}
