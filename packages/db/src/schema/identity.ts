import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * A seller's identity document sent for review. The picture lives in the media store under a
 * private key (`private/identity/...`) that no public route serves; only the seller and
 * reviewers read it. `status` is PENDING, APPROVED or REJECTED.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    status: text('status').notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_verifications_status_idx').on(t.status, t.createdAt), index('identity_verifications_account_idx').on(t.accountId, t.createdAt)],
);
