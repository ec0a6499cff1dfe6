import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * A cart: a signed-in buyer's (account_id) or a guest's, reached by its unguessable slug.
 * Prices are never stored here: every read recomputes them from the products.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('CFA'),
    /**
     * Raised by every change of the cart's lines: a save that names the version it read is
     * refused when another save came between (two tabs adding at once).
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One cart per account (guests' carts have none).
  (t) => [uniqueIndex('carts_account_idx').on(t.accountId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The unit price (minor units, ISO currency) the buyer was last shown, to report changes. */
    seenPrice: integer('seen_price').notNull(),
    seenCurrency: text('seen_currency').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);
