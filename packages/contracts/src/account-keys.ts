/*
 * One-time keys and messages (issue #4), safe for the browser: the channels keys travel by, how
 * long they live and how long the SMS codes are, the pages their links open, and the outbox's
 * channels. The API and the pages agree on these; the schemas of the endpoints are in account.ts.
 */

/** The channel a key travels by: `EMAIL` (a link) or `SMS` (a short code and a link). */
export const notifyByValues = ['EMAIL', 'SMS'] as const;
export type NotifyBy = (typeof notifyByValues)[number];

/** How long keys live, in minutes. */
export const ACTIVATION_KEY_TTL_MINUTES = 48 * 60;
export const RESET_KEY_TTL_MINUTES = 60;
export const EMAIL_VERIFICATION_KEY_TTL_MINUTES = 24 * 60;
export const PHONE_VERIFICATION_CODE_TTL_MINUTES = 10;
/** Wrong codes allowed for one phone verification before the code is burned. */
export const PHONE_VERIFICATION_MAX_ATTEMPTS = 5;
/** Length of the digits code sent by SMS for phone verification (`GET account/verify/phone-number/finish`). */
export const PHONE_VERIFICATION_CODE_LENGTH = 6;
/** Length of the digits code sent by SMS for activation and reset (no account in the request, so longer). */
export const SMS_KEY_LENGTH = 10;
/** How long a new phone number waits for its code; until then no other account may take it. */
export const PHONE_CHANGE_TTL_MINUTES = 60;
/** How long the old address may undo an email or phone change (the link in the notice). */
export const UNDO_CHANGE_TTL_MINUTES = 7 * 24 * 60;

/**
 * Page paths the messages link to (built on the store's configured public origin). Each page
 * reads `key` (and `notifyBy`) from its query and calls the matching endpoint.
 */
export const accountLinkPaths = {
  /** -> GET account/activate?key=&notifyBy= */
  activate: '/account/activate',
  /** -> POST account/reset-password/finish */
  resetPasswordFinish: '/account/reset-password/finish',
  /** -> GET account/verify/email/finish?key= */
  verifyEmail: '/account/verify-email',
  /** -> GET account/verify/phone-number/finish?key= (the code is typed there) */
  checkPhoneNumber: '/check-phone-number',
  /** -> POST account/undo-change (the old address puts its email or phone back) */
  undoChange: '/account/undo-change',
} as const;

/** Channels of the notifications outbox the admin area reads. */
export const outboxChannels = ['EMAIL', 'SMS'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];
