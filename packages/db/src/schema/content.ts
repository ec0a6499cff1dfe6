import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Home page carousel. */
export const slides = pgTable('slides', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  imageId: integer('image_id').notNull(),
  titleFr: text('title_fr').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleFr: text('subtitle_fr').notNull(),
  subtitleEn: text('subtitle_en').notNull(),
  url: text('url').notNull(),
});

/** Hashtag buttons of the category bar (spec §3: search keys per language). */
export const searchKeys = pgTable('search_keys', {
  id: serial('id').primaryKey(),
  locale: text('locale').notNull(),
  keyword: text('keyword').notNull(),
  query: text('query').notNull(),
  btnColor: text('btn_color').notNull(),
  textColor: text('text_color').notNull(),
  position: integer('position').notNull(),
});

export const socials = pgTable('socials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull(),
  linkTarget: text('link_target').notNull().default('_blank'),
  position: integer('position').notNull(),
});

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
