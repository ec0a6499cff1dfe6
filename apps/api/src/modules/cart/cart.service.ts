import type { Cart, CartItem } from '@store/contracts/cart';
import { cartSummary, emptyCart } from '@store/contracts/cart-rules';
import type { CartChange, SaveCartBody, ValidatedCart } from '@store/contracts/cart-api';
import { CART_ITEM_MAX_QUANTITY_DEFAULT } from '@store/contracts/constants';
import type { Currency, Language } from '@store/contracts/locale';
import { currencyFromIso, type ExchangeRates } from '@store/contracts/money';
import type { Database } from '@store/db/client';
import { imageUrl } from '../media/media.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import * as repo from './cart.repo.ts';
import { countProductEvent, countSafely } from '../products/product-stats.ts';
import { localized } from '../../lib/localize.ts';

interface WantedLine {
  productSlug: string;
  quantity: number;
  seen?: { price: number; currency: string };
}

/**
 * Prices the wanted lines from the catalogue: unknown or sold-out products leave the cart,
 * quantities stop at the stock and at 1000, and a price that moved since the buyer last saw
 * it is reported. Nothing the client says about money is read.
 */
async function price(db: Database, wanted: readonly WantedLine[], language: Language) {
  const found = new Map((await repo.findCartProducts(db, wanted.map((line) => line.productSlug))).map((row) => [row.slug, row]));
  const changes: CartChange[] = [];
  const items: CartItem[] = [];
  const stored: repo.StoredLine[] = [];
  const sold: { productId: number; productSlug: string; sellerId: number }[] = [];
  for (const line of wanted) {
    const product = found.get(line.productSlug);
    if (!product || product.stock <= 0) {
      changes.push({ productSlug: line.productSlug, kind: 'unavailable' });
      continue;
    }
    const maxQuantity = Math.min(product.stock, CART_ITEM_MAX_QUANTITY_DEFAULT);
    const quantity = Math.min(line.quantity, maxQuantity);
    if (quantity < line.quantity) changes.push({ productSlug: line.productSlug, kind: 'quantity-capped', quantity });
    if (line.seen && (line.seen.price !== product.price || line.seen.currency !== product.currency)) {
      changes.push({ productSlug: line.productSlug, kind: 'price-changed' });
    }
    items.push({
      name: localized(product, 'name', language),
      location: product.location,
      productSlug: product.slug,
      accountSlug: product.accountSlug,
      shopName: product.shopName,
      unitPrice: product.price,
      currency: currencyFromIso(product.currency) ?? 'CFA',
      quantity,
      maxQuantity,
      productSpecificationValues: [],
      thumbnail: product.thumbnailId === null ? null : imageUrl(product.thumbnailId),
    });
    stored.push({ productId: product.id, quantity, seenPrice: product.price, seenCurrency: product.currency });
    sold.push({ productId: product.id, productSlug: product.slug, sellerId: product.sellerId });
  }
  return { items, stored, sold, changes };
}

function answer(cart: { id: number; slug: string; version: number } | undefined, items: CartItem[], currency: Currency, rates: ExchangeRates, changes: CartChange[]): ValidatedCart {
  const base: Cart = { ...emptyCart(currency), id: cart?.id ?? null, slug: cart?.slug ?? null, items };
  const summary = cartSummary(base, null, rates);
  return { cart: { ...base, totalPrice: summary.grandTotal }, summary, changes, version: cart?.version ?? 0 };
}

/** Merges repeated products and drops lines of zero or less (spec §4). */
function wantedLines(items: SaveCartBody['cart']['items']): WantedLine[] {
  const byProduct = new Map<string, number>();
  for (const item of items) byProduct.set(item.productSlug, (byProduct.get(item.productSlug) ?? 0) + item.quantity);
  return [...byProduct].filter(([, quantity]) => quantity > 0).map(([productSlug, quantity]) => ({ productSlug, quantity }));
}

/** A stored cart as it stands now: current prices and stock, with what changed since it was last shown. */
export async function readCart(db: Database, owner: repo.CartOwner, currency: Currency, language: Language, rates: ExchangeRates): Promise<ValidatedCart> {
  const cart = await repo.findCart(db, owner);
  if (!cart) return answer(undefined, [], currency, rates, []);
  const lines = await repo.findLines(db, cart.id);
  const { items, changes } = await price(db, lines.map((line) => ({ productSlug: line.productSlug, quantity: line.quantity, seen: { price: line.seenPrice, currency: line.seenCurrency } })), language);
  return answer(cart, items, currency, rates, changes);
}

/** The products of a guest's cart, by slug. */
async function guestCartSlugs(db: Database, slug: string): Promise<Set<string>> {
  const cart = await repo.findCart(db, { slug });
  return new Set(cart ? (await repo.findLines(db, cart.id)).map((line) => line.productSlug) : []);
}

/**
 * `POST products/cart`: stores what the buyer wants, priced by the server. A guest's unknown
 * slug never names a new cart (no fixation): a fresh unguessable slug is made instead. A save
 * naming the `version` it read is refused (`cart/changed`) when the cart moved on meanwhile.
 */
export async function saveCart(db: Database, log: FastifyBaseLogger, accountId: number | null, body: SaveCartBody, currency: Currency, language: Language, rates: ExchangeRates): Promise<ValidatedCart> {
  const owner: repo.CartOwner | null = accountId !== null ? { accountId } : body.cart.slug ? { slug: body.cart.slug } : null;
  const existing = owner ? await repo.findCart(db, owner) : undefined;
  const previous = existing ? new Map((await repo.findLines(db, existing.id)).map((line) => [line.productSlug, line])) : new Map();
  const wanted = wantedLines(body.cart.items).map((line) => {
    const before = previous.get(line.productSlug);
    return before ? { ...line, seen: { price: before.seenPrice, currency: before.seenCurrency } } : line;
  });
  const { items, stored, sold, changes } = await price(db, wanted, language);
  const target = existing && owner ? owner : accountId !== null ? { accountId } : { newSlug: crypto.randomUUID() };
  const cart = await repo.storeCart(db, target, currency, stored, body.version);
  // A cart add is a product new to this cart, not a line whose quantity moved, nor one coming
  // from the guest cart merged in at sign-in (counted when it went there); the seller's own products do not count.
  const merged = accountId !== null && body.cart.slug ? await guestCartSlugs(db, body.cart.slug) : new Set<string>();
  const added = sold.filter((line) => !previous.has(line.productSlug) && !merged.has(line.productSlug) && line.sellerId !== accountId).map((line) => line.productId);
  await countSafely(log, () => countProductEvent(db, added, 'cartAdds'));
  return answer(cart, items, currency, rates, changes);
}
