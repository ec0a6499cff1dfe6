import { describe, expect, it } from 'vitest';
import { type Cart, type CartItem, cartItemSchema, cartSchema, clientSessionSchema, type ShippingOption } from './cart.ts';
import { addToCart, canIncreaseQuantity, cartSummary, cartTimerSecondsLeft, clearSessionCart, emptyCart, isSessionExpired, newClientSession, pushHistory, recordLocalization, recordSearch, removeFromCart, renewExpiredSession, setItemQuantity, withSessionCart } from './cart-rules.ts';

const rates = { xofPerUsd: '600' };
const now = new Date('2025-03-01T10:00:00.000Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

function item(productSlug: string, changes: Partial<CartItem> = {}): CartItem {
  return {
    name: `Product ${productSlug}`,
    location: 'Abidjan',
    productSlug,
    accountSlug: 'shop',
    shopName: 'Shop',
    unitPrice: 10_000,
    currency: 'CFA',
    quantity: 1,
    maxQuantity: null,
    productSpecificationValues: [],
    thumbnail: null,
    ...changes,
  };
}

const cartWith = (...items: CartItem[]): Cart => ({ ...emptyCart('CFA'), id: 7, slug: 'cart-7', items, totalPrice: 0 });
const express: ShippingOption = { id: 1, label: 'Express', cost: 2_000, currency: 'CFA' };

describe('spec §4: client session', () => {
  it('expires 60 minutes after creation', () => {
    const session = newClientSession(now, 'fr', 'CFA', 'key-1');
    expect(isSessionExpired(session, minutesLater(59))).toBe(false);
    expect(isSessionExpired(session, minutesLater(60))).toBe(true);
    expect(session.expiredDate).toBe(minutesLater(60).toISOString());
  });
  it('replaces an expired session by a fresh one, keeping language and currency', () => {
    const old = recordSearch(newClientSession(now, 'en', 'EUR', 'key-1'), 'tv', now);
    const renewed = renewExpiredSession(old, minutesLater(61), 'key-2');
    expect(renewed).toMatchObject({ key: 'key-2', lang: 'en', currency: 'EUR', searchHistory: [] });
    expect(renewed.createdDate).toBe(minutesLater(61).toISOString());
    expect(renewExpiredSession(old, minutesLater(30))).toBe(old);
  });
  it('parses as a valid session', () => {
    expect(clientSessionSchema.safeParse(newClientSession(now, 'fr', 'CFA')).success).toBe(true);
  });
});

describe('spec §4: the cart lives in the session', () => {
  it('starts empty in the session currency and is stored back into the session', () => {
    const session = newClientSession(now, 'fr', 'USD', 'k');
    expect(session.cart).toEqual(emptyCart('USD'));
    const cart = addToCart(session.cart, item('tv'));
    const updated = withSessionCart(session, cart, minutesLater(1));
    expect(updated.cart.items).toHaveLength(1);
    expect(updated.lastUpdateDate).toBe(minutesLater(1).toISOString());
  });
  it('emptying clears the session cart and the shipping option', () => {
    const session = { ...newClientSession(now, 'fr', 'CFA', 'k'), cart: cartWith(item('tv')), shippingOption: express };
    const cleared = clearSessionCart(session, now);
    expect(cleared.cart).toEqual(emptyCart('CFA'));
    expect(cleared.shippingOption).toBeNull();
  });
});

describe('spec §4: adding a product already in the cart raises its quantity', () => {
  it('adds one line per product', () => {
    const cart = addToCart(addToCart(emptyCart(), item('tv')), item('phone', { quantity: 2 }));
    expect(cart.items.map((line) => [line.productSlug, line.quantity])).toEqual([['tv', 1], ['phone', 2]]);
  });
  it('raises the quantity instead of adding a second line', () => {
    const cart = addToCart(cartWith(item('tv', { quantity: 2 })), item('tv', { quantity: 3 }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
  });
  it('caps the quantity at the maximum, 1000 by default', () => {
    expect(addToCart(cartWith(item('tv', { quantity: 4, maxQuantity: 5 })), item('tv', { quantity: 3, maxQuantity: 5 })).items[0]?.quantity).toBe(5);
    expect(addToCart(cartWith(item('tv', { quantity: 999 })), item('tv', { quantity: 5 })).items[0]?.quantity).toBe(1000);
  });
  it('never changes the cart it was given, and forgets the stale server total', () => {
    const before = cartWith(item('tv'));
    const snapshot = structuredClone(before);
    const after = addToCart(before, item('tv'));
    expect(before).toEqual(snapshot);
    expect(after.totalPrice).toBeNull();
  });
});

describe('spec §4: a quantity of zero or less removes the item', () => {
  it('removes the line at 0 and below', () => {
    const cart = cartWith(item('tv'), item('phone'));
    expect(setItemQuantity(cart, 'tv', 0).items.map((l) => l.productSlug)).toEqual(['phone']);
    expect(setItemQuantity(cart, 'phone', -3).items.map((l) => l.productSlug)).toEqual(['tv']);
  });
  it('lowers a quantity above zero', () => {
    expect(setItemQuantity(cartWith(item('tv', { quantity: 5 })), 'tv', 2).items[0]?.quantity).toBe(2);
  });
});

describe('spec §4: removing the last item clears the cart', () => {
  it('gives an empty cart, without server id, when the last line goes', () => {
    const cart = { ...cartWith(item('tv')), selectedShippingOption: express, shippingOptions: [express] };
    expect(removeFromCart(cart, 'tv')).toEqual(emptyCart('CFA'));
    expect(setItemQuantity(cart, 'tv', 0)).toEqual(emptyCart('CFA'));
  });
  it('keeps the other lines otherwise, and ignores unknown products', () => {
    const cart = cartWith(item('tv'), item('phone'));
    expect(removeFromCart(cart, 'tv').items).toHaveLength(1);
    expect(removeFromCart(cart, 'radio')).toBe(cart);
  });
});

describe('spec §4: a quantity may be raised only while below the maximum (default 1000)', () => {
  it('raises up to the maximum and stops there', () => {
    const cart = cartWith(item('tv', { quantity: 3, maxQuantity: 5 }));
    expect(setItemQuantity(cart, 'tv', 4).items[0]?.quantity).toBe(4);
    expect(setItemQuantity(cart, 'tv', 9).items[0]?.quantity).toBe(5);
  });
  it('refuses any raise once at the maximum, 1000 when the product gives none', () => {
    const full = cartWith(item('tv', { quantity: 1000 }));
    expect(canIncreaseQuantity(item('tv', { quantity: 999 }))).toBe(true);
    expect(canIncreaseQuantity(item('tv', { quantity: 1000 }))).toBe(false);
    expect(setItemQuantity(full, 'tv', 1001)).toBe(full);
  });
  it('rejects a stored line above its maximum', () => {
    expect(cartItemSchema.safeParse(item('tv', { quantity: 1001 })).success).toBe(false);
    expect(cartSchema.safeParse(cartWith(item('tv'), item('tv'))).success).toBe(false);
  });
});

describe('spec §4: a cart timer counts down from 300 seconds', () => {
  it('starts at 300, counts down by the second and stops at 0', () => {
    expect(cartTimerSecondsLeft(now, now)).toBe(300);
    expect(cartTimerSecondsLeft(now, new Date(now.getTime() + 61_500))).toBe(239);
    expect(cartTimerSecondsLeft(now, minutesLater(10))).toBe(0);
  });
});

describe('spec §4: search and localization histories keep the last 5 entries', () => {
  it('keeps the 5 newest entries, newest first', () => {
    const history = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].reduce<string[]>((list, term) => pushHistory(list, term), []);
    expect(history).toEqual(['a6', 'a5', 'a4', 'a3', 'a2']);
  });
  it('moves a repeated entry to the front instead of keeping it twice', () => {
    expect(pushHistory(['tv', 'phone', 'Écran'], 'ecran ')).toEqual(['ecran', 'tv', 'phone']);
    expect(pushHistory(['tv'], '  ')).toEqual(['tv']);
  });
  it('records searches and places in the session', () => {
    let session = newClientSession(now, 'fr', 'CFA', 'k');
    for (const term of ['tv', 'phone', 'laptop', 'tablet', 'watch', 'speaker']) session = recordSearch(session, term, now);
    for (const place of ['Abidjan', 'Dakar', 'Lomé', 'Cotonou', 'Bamako', 'Douala']) session = recordLocalization(session, place, now);
    expect(session.searchHistory).toEqual(['speaker', 'watch', 'tablet', 'laptop', 'phone']);
    expect(session.localizationHistory).toEqual(['Douala', 'Bamako', 'Cotonou', 'Lomé', 'Dakar']);
    expect(session.currentLocalization).toBe('Douala');
  });
});

describe('cartSummary', () => {
  it('adds quantities, line totals and shipping in the cart currency', () => {
    const cart = cartWith(item('tv', { quantity: 2 }), item('phone', { quantity: 3, unitPrice: 5_000 }));
    expect(cartSummary(cart, express, rates)).toEqual({ numProducts: 5, subTotal: 35_000, shippingFees: 2_000, discount: 0, grandTotal: 37_000, currency: 'CFA' });
  });
  it('converts items and shipping priced in another currency', () => {
    const cart = cartWith(item('case', { unitPrice: 1_000, currency: 'EUR', quantity: 2 }), item('cable', { unitPrice: 500, currency: 'USD' }));
    const shipping: ShippingOption = { id: 2, label: 'Post', cost: 100, currency: 'EUR' };
    // 20 EUR = 13 119.14 CFA -> 13 119; 5 USD = 3 000 CFA; 1 EUR -> 656 CFA.
    expect(cartSummary(cart, shipping, rates)).toMatchObject({ subTotal: 16_119, shippingFees: 656, grandTotal: 16_775, currency: 'CFA' });
  });
  it('applies a discount without going below zero', () => {
    const cart = cartWith(item('tv'));
    expect(cartSummary(cart, null, rates, { amount: 1_000, currency: 'CFA' }).grandTotal).toBe(9_000);
    expect(cartSummary(cart, null, rates, { amount: 50_000, currency: 'CFA' })).toMatchObject({ discount: 10_000, grandTotal: 0 });
  });
  it('charges no shipping on an empty cart', () => {
    expect(cartSummary(emptyCart('EUR'), express, rates)).toEqual({ numProducts: 0, subTotal: 0, shippingFees: 0, discount: 0, grandTotal: 0, currency: 'EUR' });
  });
});
