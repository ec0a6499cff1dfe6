import { describe, expect, it } from 'vitest';
import { afterOperatorAction, afterSellerSave, onStorefront, reviewRequired } from './moderation-rules.ts';

describe('moderation rules', () => {
  it('makes new listings wait as the trust setting says', () => {
    expect(reviewRequired('off', false)).toBe(false);
    expect(reviewRequired('unverified', false)).toBe(true);
    expect(reviewRequired('unverified', true)).toBe(false);
    expect(reviewRequired('all', true)).toBe(true);
  });

  it('shows on the storefront only a listing its seller publishes and no operator holds', () => {
    expect(onStorefront(true, 'approved')).toBe(true);
    expect(onStorefront(false, 'approved')).toBe(false);
    for (const state of ['pending', 'changes-requested', 'unpublished'] as const) expect(onStorefront(true, state)).toBe(false);
  });

  it('refuses an action that would change nothing with a stable code', () => {
    expect(afterOperatorAction('approved', 'unpublish')).toEqual({ state: 'unpublished' });
    expect(afterOperatorAction('unpublished', 'unpublish')).toEqual({ conflict: 'moderation/already-unpublished' });
    expect(afterOperatorAction('unpublished', 'request-changes')).toEqual({ conflict: 'moderation/already-unpublished' });
    expect(afterOperatorAction('pending', 'request-changes')).toEqual({ state: 'changes-requested' });
    expect(afterOperatorAction('changes-requested', 'request-changes')).toEqual({ conflict: 'moderation/already-changes-requested' });
    expect(afterOperatorAction('changes-requested', 'unpublish')).toEqual({ state: 'unpublished' });
    expect(afterOperatorAction('unpublished', 'republish')).toEqual({ state: 'approved' });
    expect(afterOperatorAction('pending', 'republish')).toEqual({ state: 'approved' });
    expect(afterOperatorAction('approved', 'republish')).toEqual({ conflict: 'moderation/already-approved' });
  });

  it('sends a seller’s save to review or live as the hold and the trust setting say', () => {
    const save = (state: Parameters<typeof afterSellerSave>[0], wasPublished: boolean, publish: boolean, review: boolean) => afterSellerSave(state, { wasPublished, publish, reviewRequired: review });
    // A first publication waits only under review; an edit of a live listing never does.
    expect(save('approved', false, true, true)).toBe('pending');
    expect(save('approved', false, true, false)).toBe('approved');
    expect(save('approved', true, true, true)).toBe('approved');
    // Sent back for changes: live again, or to review.
    expect(save('changes-requested', true, true, false)).toBe('approved');
    expect(save('changes-requested', true, true, true)).toBe('pending');
    // Unpublished by an operator: only an operator puts it back.
    expect(save('unpublished', true, true, false)).toBe('pending');
    expect(save('unpublished', true, false, false)).toBe('unpublished');
    // A draft leaves the review queue but not an operator's hold.
    expect(save('pending', true, false, true)).toBe('approved');
    expect(save('changes-requested', true, false, true)).toBe('changes-requested');
    expect(save('pending', true, true, false)).toBe('pending');
  });
});
