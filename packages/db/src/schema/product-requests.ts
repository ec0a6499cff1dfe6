import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { categories, products, subCategories } from './catalog.ts';

/**
 * What a buyer is looking for (`/request-product`): sellers who sell in its category and city
 * answer it. The requester's contact stays here until they accept an answer; sellers never
 * read it before. A guest manages the request through a secret link (only its hash is kept).
 */
export const productRequests = pgTable(
  'product_requests',
  {
    id: serial('id').primaryKey(),
    /** Public reference shown to sellers and in links, e.g. `dem-7f3k2q`. */
    slug: text('slug').notNull().unique(),
    /** The signed-in requester; null for a guest. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** E.164; a guest's only contact. */
    phoneNumber: text('phone_number'),
    fullname: text('fullname').notNull().default(''),
    /** The language notifications to the requester are written in. */
    langKey: text('lang_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    /** Specification code -> wanted value. */
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The most the requester will pay: minor units of `currency`, and the same in CFA. */
    budget: integer('budget'),
    currency: text('currency').notNull().default('XOF'),
    budgetCfa: integer('budget_cfa'),
    location: text('location').notNull(),
    imageId: integer('image_id'),
    /** OPEN, ACCEPTED (an answer was chosen) or CLOSED (withdrawn by the requester). */
    status: text('status').notNull().default('OPEN'),
    acceptedAnswerId: integer('accepted_answer_id'),
    guestKeyHash: text('guest_key_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('product_requests_open_idx').on(t.categoryId, t.location, t.expiresAt).where(sql`${t.status} = 'OPEN'`),
    index('product_requests_account_idx').on(t.accountId, t.createdAt.desc()),
  ],
);

/** A seller's answer to a request: one of their products, or a message and a price. One per seller. */
export const productRequestAnswers = pgTable(
  'product_request_answers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => productRequests.id, { onDelete: 'cascade' }),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    message: text('message').notNull().default(''),
    /** Minor units of `currency`, and the same in CFA for comparing answers. */
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    priceCfa: integer('price_cfa').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_request_answers_seller_idx').on(t.requestId, t.sellerAccountId), index('product_request_answers_seller_account_idx').on(t.sellerAccountId)],
);
