import { type ListingReviewMode, LISTING_REVIEW_DEFAULT, listingReviewModes, reviewRequired } from '@store/contracts/moderation-rules';
import type { Database } from '@store/db/client';
import { accounts, settings } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import { type AuditActor, audited } from '../audit/audit.service.ts';

/*
 * The trust setting (decision 74): one store-wide mode, in the operators' `settings` table,
 * that decides whether a seller's new listing goes live at once or waits for review.
 */

const KEY = 'listing_review';

const isMode = (value: string | undefined): value is ListingReviewMode => listingReviewModes.some((mode) => mode === value);

export async function listingReviewMode(db: Database): Promise<ListingReviewMode> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1);
  return isMode(row?.value) ? row.value : LISTING_REVIEW_DEFAULT;
}

/** Whether this seller's newly published listings wait for an operator now. */
export async function sellerNeedsReview(db: Database, accountId: number): Promise<boolean> {
  const [mode, [seller]] = await Promise.all([listingReviewMode(db), db.select({ verified: accounts.identityVerified }).from(accounts).where(eq(accounts.id, accountId)).limit(1)]);
  return reviewRequired(mode, seller?.verified ?? false);
}

/** ROLE_ADMIN's change of the setting (the route checks the role), in the audit log. */
export async function setListingReviewMode(db: Database, actor: AuditActor, mode: ListingReviewMode): Promise<ListingReviewMode> {
  await audited(db, actor, { entityType: 'setting', entityId: KEY, action: 'setting.listing-review' }, async (tx) => {
    const before = await listingReviewMode(tx);
    await tx.insert(settings).values({ key: KEY, value: mode }).onConflictDoUpdate({ target: settings.key, set: { value: mode } });
    return { result: null, before: { listingReview: before }, after: { listingReview: mode } };
  });
  return mode;
}
