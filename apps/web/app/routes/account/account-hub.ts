import type { AccountProfile } from '@store/contracts/profile';

/*
 * What the account hub says about each part of the account, computed from what its loader
 * read in one round of calls. Pure, so the page and its tests agree.
 */

/** The profile fields a shopper fills in; a seller's shop adds its own. */
const personalFields = ['firstname', 'lastname', 'phoneNumber', 'city', 'profileImage'] as const;
const shopFields = ['shopName', 'shopDescriptionFr', 'coverImage'] as const;

/** How complete a profile is, in percent, and whether the phone number is proven. */
export function profileCompleteness(profile: Pick<AccountProfile, (typeof personalFields)[number] | (typeof shopFields)[number] | 'phoneVerified'>, seller: boolean): number {
  const fields = seller ? [...personalFields, ...shopFields] : [...personalFields];
  const filled = fields.filter((field) => {
    const value = profile[field];
    return typeof value === 'string' ? value.trim().length > 0 : value !== null;
  }).length;
  const checks = fields.length + 1;
  return Math.round(((filled + (profile.phoneVerified ? 1 : 0)) / checks) * 100);
}

/** Open requests and the answers they have, for "2 open requests, 1 answer". */
export function requestsState(requests: readonly { status: string; answers: readonly unknown[] }[]): { open: number; answers: number } {
  const open = requests.filter((request) => request.status === 'OPEN');
  return { open: open.length, answers: open.reduce((sum, request) => sum + request.answers.length, 0) };
}
