import type { Cart, CartItem, CartValueSummary, ClientSession, ShippingOption } from './cart.ts';
import { CART_ITEM_MAX_QUANTITY_DEFAULT, CART_TIMER_SECONDS, HISTORY_LENGTH, SESSION_LIFETIME_MS } from './constants.ts';
import { type Currency, defaultCurrency, type Language } from './locale.ts';
import { convertMoney, type ExchangeRates, type Money } from './money.ts';
import { foldText } from './validators.ts';

/*
 * Cart math and client session rules (spec §3, §4), safe for the browser: the types come from
 * the schemas in cart.ts, the code imports no zod. The rules never mutate: they return a new
 * cart or session, or the same object when nothing changes.
 */

// Cart rules

export function maxQuantityOf(item: { maxQuantity: number | null }): number {
  return item.maxQuantity ?? CART_ITEM_MAX_QUANTITY_DEFAULT;
}

/** Whether the "+" button may raise this line (spec §4: only while below the maximum). */
export function canIncreaseQuantity(item: CartItem): boolean {
  return item.quantity < maxQuantityOf(item);
}

/** A cart with nothing in it: no server id, no shipping choice. */
export function emptyCart(currency: Currency = defaultCurrency): Cart {
  return {
    id: null,
    slug: null,
    items: [],
    totalPrice: 0,
    currency,
    shippingOptions: [],
    selectedShippingOption: null,
    additionalInfos: null,
  };
}

/** Removing the last item clears the cart (spec §4). */
function withItems(cart: Cart, items: CartItem[]): Cart {
  return items.length === 0 ? emptyCart(cart.currency) : { ...cart, items, totalPrice: null };
}

function replaceItem(cart: Cart, item: CartItem): Cart {
  return withItems(cart, cart.items.map((line) => (line.productSlug === item.productSlug ? item : line)));
}

/**
 * Adds `item.quantity` units. A product already in the cart has its quantity raised
 * instead of a second line; either way the quantity is capped at the item's maximum.
 */
export function addToCart(cart: Cart, item: CartItem): Cart {
  const added = Math.trunc(item.quantity);
  if (!(added > 0)) return cart;
  const existing = cart.items.find((line) => line.productSlug === item.productSlug);
  if (!existing) {
    return withItems(cart, [...cart.items, { ...item, quantity: Math.min(added, maxQuantityOf(item)) }]);
  }
  // The incoming item carries the freshest stock limit.
  const maxQuantity = item.maxQuantity ?? existing.maxQuantity;
  const quantity = Math.min(existing.quantity + added, maxQuantityOf({ maxQuantity }));
  if (quantity === existing.quantity && maxQuantity === existing.maxQuantity) return cart;
  return replaceItem(cart, { ...existing, maxQuantity, quantity });
}

/** Removes a product's line; removing the last one gives an empty cart. */
export function removeFromCart(cart: Cart, productSlug: string): Cart {
  const items = cart.items.filter((line) => line.productSlug !== productSlug);
  return items.length === cart.items.length ? cart : withItems(cart, items);
}

/**
 * Sets a line's quantity: zero or less removes it; a raise stops at the maximum and is
 * refused once the line has reached it; lowering is always allowed.
 */
export function setItemQuantity(cart: Cart, productSlug: string, quantity: number): Cart {
  const item = cart.items.find((line) => line.productSlug === productSlug);
  const wanted = Math.trunc(quantity);
  if (!item || Number.isNaN(wanted)) return cart;
  if (wanted <= 0) return removeFromCart(cart, productSlug);
  const next = wanted > item.quantity ? Math.max(item.quantity, Math.min(wanted, maxQuantityOf(item))) : wanted;
  return next === item.quantity ? cart : replaceItem(cart, { ...item, quantity: next });
}

/**
 * Totals in the cart currency. Each line total is converted once (money.ts rounds once),
 * so a line in EUR in a CFA cart is exact to the franc. An empty cart ships nothing. A
 * discount, when given, never takes the grand total below zero.
 */
export function cartSummary(cart: Cart, shippingOption: ShippingOption | null, rates: ExchangeRates, discount?: Money): CartValueSummary {
  const to = cart.currency;
  const inCartCurrency = (amount: number, currency: Currency) => convertMoney({ amount, currency }, to, rates).amount;
  const numProducts = cart.items.reduce((sum, line) => sum + line.quantity, 0);
  const subTotal = cart.items.reduce((sum, line) => sum + inCartCurrency(line.unitPrice * line.quantity, line.currency), 0);
  const shippingFees = shippingOption && cart.items.length > 0 ? inCartCurrency(shippingOption.cost, shippingOption.currency) : 0;
  const wantedDiscount = discount ? Math.max(0, inCartCurrency(discount.amount, discount.currency)) : 0;
  const discountAmount = Math.min(wantedDiscount, subTotal + shippingFees);
  return { numProducts, subTotal, shippingFees, discount: discountAmount, grandTotal: subTotal + shippingFees - discountAmount, currency: to };
}

/** Seconds left on the cart timer started at `startedAt`, from 300 down to 0. */
export function cartTimerSecondsLeft(startedAt: Date, now: Date): number {
  const elapsed = Math.floor((now.getTime() - startedAt.getTime()) / 1000);
  return Math.min(CART_TIMER_SECONDS, Math.max(0, CART_TIMER_SECONDS - elapsed));
}

// Histories and session

/**
 * Puts `entry` first and keeps the last 5 distinct entries. "Abidjan" and "abidjan" are
 * the same entry; the newest spelling wins. Blank entries are ignored.
 */
export function pushHistory(list: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (!value) return list.slice(0, HISTORY_LENGTH);
  const key = foldText(value);
  return [value, ...list.filter((old) => foldText(old.trim()) !== key)].slice(0, HISTORY_LENGTH);
}

/** A new session with an empty cart in the chosen currency, expiring in 60 minutes. */
export function newClientSession(now: Date, lang: Language, currency: Currency, key: string = crypto.randomUUID()): ClientSession {
  const created = now.toISOString();
  return {
    id: null,
    key,
    lang,
    currency,
    createdDate: created,
    lastUpdateDate: created,
    expiredDate: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    searchHistory: [],
    localizationHistory: [],
    currentLocalization: null,
    account: null,
    cities: [],
    cart: emptyCart(currency),
    shippingOption: null,
  };
}

/** Spec §4: 60 minutes after creation. An unreadable creation date counts as expired. */
export function isSessionExpired(session: Pick<ClientSession, 'createdDate'>, now: Date): boolean {
  const created = Date.parse(session.createdDate);
  return Number.isNaN(created) || now.getTime() >= created + SESSION_LIFETIME_MS;
}

/** An expired session is replaced by a fresh one that keeps only the language and currency. */
export function renewExpiredSession(session: ClientSession, now: Date, key?: string): ClientSession {
  return isSessionExpired(session, now) ? newClientSession(now, session.lang, session.currency, key) : session;
}

function touch(session: ClientSession, now: Date, changes: Partial<ClientSession>): ClientSession {
  return { ...session, ...changes, lastUpdateDate: now.toISOString() };
}

/** The cart lives in the session; a changed cart is stored back this way. */
export function withSessionCart(session: ClientSession, cart: Cart, now: Date): ClientSession {
  return touch(session, now, { cart });
}

/** Emptying clears the session cart and the shipping option (the server call is the caller's). */
export function clearSessionCart(session: ClientSession, now: Date): ClientSession {
  return touch(session, now, { cart: emptyCart(session.cart.currency), shippingOption: null });
}

export function recordSearch(session: ClientSession, term: string, now: Date): ClientSession {
  return touch(session, now, { searchHistory: pushHistory(session.searchHistory, term) });
}

/** Records a chosen place as the current localization and in its history. */
export function recordLocalization(session: ClientSession, place: string, now: Date): ClientSession {
  const value = place.trim();
  if (!value) return session;
  return touch(session, now, { currentLocalization: value, localizationHistory: pushHistory(session.localizationHistory, value) });
}
