import type { Database } from '@store/db/client';
import { accounts, cartItems, carts, products } from '@store/db/schema/index';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { shopNameOf, thumbnailId } from '../products/products.repo.ts';

export type CartOwner = { accountId: number } | { slug: string };

export async function findCart(db: Database, owner: CartOwner) {
  const where = 'accountId' in owner ? eq(carts.accountId, owner.accountId) : and(eq(carts.slug, owner.slug), isNull(carts.accountId));
  const [row] = await db.select({ id: carts.id, slug: carts.slug, currency: carts.currency }).from(carts).where(where).limit(1);
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

/** Replaces a cart's lines in one transaction, creating the cart when it does not exist yet. */
export function storeCart(db: Database, owner: CartOwner | { newSlug: string }, currency: string, lines: readonly StoredLine[]) {
  return db.transaction(async (tx) => {
    let cart = 'newSlug' in owner ? undefined : await findCart(tx, owner);
    if (!cart) {
      const values = 'accountId' in owner ? { slug: crypto.randomUUID(), accountId: owner.accountId, currency } : { slug: 'newSlug' in owner ? owner.newSlug : owner.slug, currency };
      [cart] = await tx.insert(carts).values(values).returning({ id: carts.id, slug: carts.slug, currency: carts.currency });
    } else {
      await tx.update(carts).set({ currency, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    }
    if (!cart) throw new Error('cart was not stored');
    const cartId = cart.id;
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    // Lines keep the order the buyer built the cart in.
    const start = Date.now();
    if (lines.length > 0) await tx.insert(cartItems).values(lines.map((line, index) => ({ ...line, cartId, addedAt: new Date(start + index) })));
    return cart;
  });
}
