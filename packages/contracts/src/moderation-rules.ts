/*
 * Products moderation (issue #15 item 3, decisions 73 and 74), pure and browser-safe: the
 * states of a listing, what an operator's action and a seller's save make of them, and the
 * trust setting that decides whether a new listing waits for review.
 */

/**
 * `approved`: nothing holds the listing; it is on the storefront when its seller publishes it.
 * `pending`: published by its seller, waiting for an operator. `changes-requested` and
 * `unpublished`: an operator took it off the storefront, with a reason the seller sees.
 */
export const moderationStates = ['approved', 'pending', 'changes-requested', 'unpublished'] as const;
export type ModerationState = (typeof moderationStates)[number];

/** What an operator does to a listing, each with a reason. `republish` also approves a pending listing. */
export const moderationActions = ['unpublish', 'request-changes', 'republish'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** Where a listing is in its seller's hands: published by the seller, a draft, or withdrawn. */
export const listingStatuses = ['published', 'draft', 'withdrawn'] as const;

/** The trust setting: new listings go live at once (`off`), wait when the seller's identity is not verified, or all wait. */
export const listingReviewModes = ['off', 'unverified', 'all'] as const;
export type ListingReviewMode = (typeof listingReviewModes)[number];
export const LISTING_REVIEW_DEFAULT: ListingReviewMode = 'off';

export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 1000;

/** Whether a listing of a seller (verified or not) waits for an operator under `mode`. */
export function reviewRequired(mode: ListingReviewMode, identityVerified: boolean): boolean {
  return mode === 'all' || (mode === 'unverified' && !identityVerified);
}

/** On the storefront (search, product page, carts): published by its seller and held by no operator. */
export function onStorefront(sellerPublished: boolean, state: ModerationState): boolean {
  return sellerPublished && state === 'approved';
}

/** Why an operator's action changes nothing: the stable code of the 409 answer. */
export type ModerationConflict = 'moderation/already-unpublished' | 'moderation/already-changes-requested' | 'moderation/already-approved';

/** The state after an operator's action, or the conflict when the action would change nothing. */
export function afterOperatorAction(state: ModerationState, action: ModerationAction): { state: ModerationState } | { conflict: ModerationConflict } {
  if (state === 'unpublished' && action !== 'republish') return { conflict: 'moderation/already-unpublished' };
  if (action === 'unpublish') return { state: 'unpublished' };
  if (action === 'request-changes') return state === 'changes-requested' ? { conflict: 'moderation/already-changes-requested' } : { state: 'changes-requested' };
  return state === 'approved' ? { conflict: 'moderation/already-approved' } : { state: 'approved' };
}

/**
 * The state after a seller saves a listing. Publishing for the first time (from a draft) waits
 * when the trust setting says so; edits of a live listing do not. A listing sent back for
 * changes goes back live, or to review when the setting says so; one an operator unpublished
 * always goes to review, so only an operator puts it back. Saving as a draft leaves the review
 * queue, but keeps an operator's hold (and its reason).
 */
export function afterSellerSave(state: ModerationState, change: { wasPublished: boolean; publish: boolean; reviewRequired: boolean }): ModerationState {
  if (!change.publish) return state === 'pending' ? 'approved' : state;
  switch (state) {
    case 'unpublished':
    case 'pending':
      return 'pending';
    case 'changes-requested':
      return change.reviewRequired ? 'pending' : 'approved';
    case 'approved':
      return !change.wasPublished && change.reviewRequired ? 'pending' : 'approved';
  }
}
