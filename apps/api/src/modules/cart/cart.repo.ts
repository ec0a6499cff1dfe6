import type { Database } from '@store/db/client';
import { accounts, cartItems, carts, products } from '@store/db/schema/index';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HttpProblem } from '../../lib/http-problem.ts';
import { shopNameOf, thumbnailId } from '../products/products.repo.ts';

export type CartOwner = { accountId: number } | { slug: string };

const storedCart = { id: carts.id, slug: carts.slug, currency: carts.currency, version: carts.version };

/** A cart's lines changed: the next save that read the cart before this one is refused. */
export const nextVersion = { version: sql<number>`${carts.version} + 1`, updatedAt: sql<Date>`now()` };

function cartChanged() {
  return new HttpProblem('cart/changed', 'The cart changed since this version was read. Read it again, then save.');
}

export async function findCart(db: Database, owner: CartOwner) {
  const where = 'accountId' in owner ? eq(carts.accountId, owner.accountId) : and(eq(carts.slug, owner.slug), isNull(carts.accountId));
  const [row] = await db.select(storedCart).from(carts).where(where).limit(1);
  return row;
}

export function findLines(db: Database, cartId: number) {
  return db
    .select({ productSlug: products.slug, quantity: cartItems.quantity, seenPrice: cartItems.seenPrice, seenCurrency: cartItems.seenCurrency })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
}

/** Current data of the products a cart names: price, stock and what a cart line shows. */
export function findCartProducts(db: Database, slugs: readonly string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      slug: products.slug,
      sellerId: products.accountId,
      nameFr: products.nameFr,
      nameEn: products.nameEn,
      location: products.location,
      price: products.price,
      currency: products.currency,
      stock: products.quantity,
      accountSlug: accounts.slug,
      shopName: shopNameOf,
      thumbnailId,
    })
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .where(and(inArray(products.slug, [...slugs]), eq(products.published, true)));
}

export interface StoredLine {
  productId: number;
  quantity: number;
  seenPrice: number;
  seenCurrency: string;
}

/**
 * Replaces a cart's lines in one transaction, creating the cart when it does not exist yet.
 * With `expectedVersion`, nothing is stored unless the cart is still at that version (0: no
 * cart yet): the version check and the raise are one UPDATE, so of two saves that read the
 * same version, the second waits for the first and is refused.
 */
export function storeCart(db: Database, owner: CartOwner | { newSlug: string }, currency: string, lines: readonly StoredLine[], expectedVersion?: number) {
  return db.transaction(async (tx) => {
    const found = 'newSlug' in owner ? undefined : await findCart(tx, owner);
    if (expectedVersion !== undefined && (found?.version ?? 0) !== expectedVersion) throw cartChanged();
    let cart: typeof found;
    if (!found) {
      const values = 'accountId' in owner ? { slug: crypto.randomUUID(), accountId: owner.accountId, currency } : { slug: 'newSlug' in owner ? owner.newSlug : owner.slug, currency };
      // Another save created this account's cart meanwhile.
      [cart] = await tx.insert(carts).values(values).onConflictDoNothing().returning(storedCart);
    } else {
      const sameVersion = expectedVersion === undefined ? undefined : eq(carts.version, expectedVersion);
      [cart] = await tx.update(carts).set({ currency, ...nextVersion }).where(and(eq(carts.id, found.id), sameVersion)).returning(storedCart);
    }
    if (!cart) throw cartChanged();
    const cartId = cart.id;
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    // Lines keep the order the buyer built the cart in.
    const start = Date.now();
    if (lines.length > 0) await tx.insert(cartItems).values(lines.map((line, index) => ({ ...line, cartId, addedAt: new Date(start + index) })));
    return cart;
  });
}
