import { foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The content service's versioned store (decision 79): every save of an item (a markdown page,
 * the attention modal's text...) in one language is a new row, never changed afterwards. `body`
 * is the item's JSON as the kind's schema in contracts (admin-content.ts) accepted it.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    body: jsonb('body').notNull(),
    /** The version this one copies when it was made by a restore. */
    restoredFrom: integer('restored_from'),
    authorAccountId: integer('author_account_id').references(() => accounts.id),
    /** The author's login at that moment (null for the seed and the migration). */
    authorLogin: text('author_login'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_versions_key_idx').on(t.key, t.locale, t.id.desc())],
);

/**
 * One item in one language: the version being edited (`draft`) and the one the storefront reads
 * (`published`, null while that language was never published). Languages are separate rows, so
 * publishing French never touches English.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    draftVersionId: integer('draft_version_id').notNull(),
    publishedVersionId: integer('published_version_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByLogin: text('published_by_login'),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.locale] }),
    foreignKey({ columns: [t.draftVersionId], foreignColumns: [contentVersions.id], name: 'content_documents_draft_fk' }),
    foreignKey({ columns: [t.publishedVersionId], foreignColumns: [contentVersions.id], name: 'content_documents_published_fk' }),
  ],
);
