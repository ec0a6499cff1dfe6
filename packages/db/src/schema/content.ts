import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Subscription plans free, plus, pro (spec §1). Prices are CFA per period. */
export const plans = pgTable('plans', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  highlighted: boolean('highlighted').notNull().default(false),
  features: text('features').array().notNull(),
  monthlyPrice: integer('monthly_price').notNull(),
  /** How many published products a shop on this plan may have; drafts do not count. */
  publicationLimit: integer('publication_limit').notNull().default(5),
});

/** Operator settings, e.g. the USD rate. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Phone numbers (E.164) signed up to the newsletter from the footer, once each. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  phoneNumber: text('phone_number').primaryKey(),
  langKey: text('lang_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
