import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A person or a shop. PROFESSIONAL accounts are sellers: their public shop page is
 * `/seller/{slug}`. Email and phone are both optional but at least one is set (phone-first).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull().unique(),
    slug: text('slug').notNull().unique(),
    email: text('email').unique(),
    /** E.164, e.g. +2250701020304. */
    phoneNumber: text('phone_number').unique(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    accountType: text('account_type').notNull(),
    authorities: text('authorities').array().notNull(),
    langKey: text('lang_key').notNull().default('fr'),
    currency: text('currency').notNull().default('CFA'),
    activated: boolean('activated').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /**
     * A new number waiting for its SMS code: it signs nobody in and receives no reset until
     * proven, and holds the number against other accounts only until `pending_phone_expires_at`.
     */
    pendingPhoneNumber: text('pending_phone_number'),
    pendingPhoneExpiresAt: timestamp('pending_phone_expires_at', { withTimezone: true }),
    shopName: text('shop_name'),
    shopDescriptionFr: text('shop_description_fr'),
    shopDescriptionEn: text('shop_description_en'),
    city: text('city'),
    profileImageId: integer('profile_image_id'),
    coverImageId: integer('cover_image_id'),
    /** A reviewer approved the seller's identity document: the verified-seller badge. */
    identityVerified: boolean('identity_verified').notNull().default(false),
    /** Set when the owner closed the account; its personal data is erased then. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when an administrator or a manager deactivated the account: it cannot sign in, its sessions ended. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_type_idx').on(t.accountType), index('accounts_pending_phone_idx').on(t.pendingPhoneNumber)],
);
