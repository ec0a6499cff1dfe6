import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The 12 top categories of the mega-menu (spec §2); `keyword` is the fixed search term. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionFr: text('description_fr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  keyword: text('keyword').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});

/** Sub-entries of a category; several may share one generic keyword (e.g. `Laptops`). */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    keyword: text('keyword').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId)],
);

/** A specification a sub-category's products describe (RAM, storage, screen size...). */
export const specifications = pgTable(
  'specifications',
  {
    id: serial('id').primaryKey(),
    subCategoryId: integer('sub_category_id').notNull().references(() => subCategories.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    unit: text('unit'),
    position: integer('position').notNull(),
    /** The values a product may take, chosen from a list; empty: any text (numbers when `unit` is set). */
    allowedValues: text('allowed_values').array().notNull().default(sql`'{}'::text[]`),
    /** A published product of the sub-category must give it. */
    required: boolean('required').notNull().default(false),
    /** Offered as a search filter (facet) within its sub-category. */
    filterable: boolean('filterable').notNull().default(true),
  },
  (t) => [uniqueIndex('specifications_sub_category_code_idx').on(t.subCategoryId, t.code)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    subCategoryId: integer('sub_category_id').notNull().references(() => subCategories.id),
    brand: text('brand').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Integer minor units of `currency` (ISO 4217: XOF, EUR, USD). */
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    /** The same price in CFA (XOF), so that search sorts and filters across currencies. */
    defaultCurrencyPrice: integer('default_currency_price').notNull(),
    /** Units in stock. */
    quantity: integer('quantity').notNull(),
    location: text('location').notNull(),
    /**
     * On the storefront (search, product page, carts, shop page): the seller publishes it and no
     * operator holds it, i.e. `seller_published and moderation = 'approved'` (decision 73). Every
     * reader checks this column alone; the moderation service and the seller's saves keep it.
     */
    published: boolean('published').notNull().default(true),
    /** The seller's choice: published, or kept as a draft. */
    sellerPublished: boolean('seller_published').notNull().default(true),
    /** approved, pending (waiting for review), changes-requested or unpublished (by an operator). */
    moderation: text('moderation').notNull().default('approved'),
    /** The last operator's reason, which the seller reads in My shop. */
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The seller is warned when an order leaves this many units or fewer. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(2),
    /** A pro seller promotes it: first in matching searches and on the home page, labelled Sponsored, while the seller is on pro. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    /** Withdrawn by its seller: kept for the orders that name it, shown nowhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Words the product should also be found by: its category and sub-category names and keywords. */
    searchTerms: text('search_terms').notNull().default(''),
    /**
     * Full-text document in both languages, accents folded (fr_unaccent/en_unaccent are
     * created by the first migration): names and brand weigh most, then category words.
     * Descriptions stay out: they would triple the row and slow every search (bench/search).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, coalesce(brand, '')), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, name_fr), 'A') || setweight(to_tsvector('en_unaccent'::regconfig, name_en), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, search_terms), 'B') || setweight(to_tsvector('en_unaccent'::regconfig, search_terms), 'B')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_sub_category_idx').on(t.subCategoryId),
    index('products_account_idx').on(t.accountId),
    // Both sorts break ties by id, so the index holds the tie-breaker: page 1 reads 9 rows, not all.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_price_idx').on(t.defaultCurrencyPrice, t.id),
    index('products_location_idx').on(t.location),
    index('products_search_idx').using('gin', t.searchVector),
    // Counts and facets of a search read this index alone (index-only scans), not the rows.
    // Sponsored products: few, read by every search's first page and the home page.
    // Search's in-memory index reads what changed since it last looked (decision 63).
    index('products_updated_idx').on(t.updatedAt),
    index('products_promoted_idx').on(t.promotedAt).where(sql`${t.promotedAt} is not null`),
    index('products_facets_idx').on(t.subCategoryId, t.location, t.defaultCurrencyPrice).where(sql`${t.published}`),
    // The review queue and the held listings: few rows, read by the operators' filters.
    index('products_moderation_idx').on(t.moderation, t.createdAt.desc()).where(sql`${t.moderation} <> 'approved'`),
    check('products_moderation_state', sql`${t.moderation} in ('approved', 'pending', 'changes-requested', 'unpublished')`),
    check('products_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('products_price_positive', sql`${t.price} > 0`),
  ],
);

export const productSpecificationValues = pgTable(
  'product_specification_values',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    specificationId: integer('specification_id').notNull().references(() => specifications.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.specificationId] }), index('psv_spec_value_idx').on(t.specificationId, t.value)],
);

/**
 * Every word of the catalogue (lower-case, accents folded), for typo correction: a search
 * word that matches nothing is replaced by its nearest known word (pg_trgm).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** How many products use the word; frequent words win ties. */
    frequency: integer('frequency').notNull(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
    // Completes the word being typed in the search popup (`LIKE 'sa%'`).
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  ],
);

/** Every time a signed-in user revealed a seller's phone number from a product (for the seller). */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sellerAccountId: integer('seller_account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    viewerAccountId: integer('viewer_account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_reveals_seller_idx').on(t.sellerAccountId, t.createdAt.desc())],
);
