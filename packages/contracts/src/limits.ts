/*
 * Lengths that the forms (maxLength, counters) and the API's schemas agree on, safe for the
 * browser. Password lengths are in validators.ts with the other password rules.
 */

// Accounts and shops

export const NAME_MAX = 50;
export const SHOP_NAME_MAX = 100;
export const CITY_MAX = 100;

// Contact messages

export const CONTACT_FULLNAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

// Profile, identity review, account deletion

export const SHOP_DESCRIPTION_MAX = 1000;
export const REJECTION_REASON_MAX = 500;
export const DELETION_COMMENT_MAX = 1000;

// Administration

/** An operator's answer to a contact message (mail or SMS through the outbox). */
export const CONTACT_ANSWER_MIN = 2;
export const CONTACT_ANSWER_MAX = 5000;
/** An answer sent by SMS is one message's worth of text (the rest of the SMS is the store's name). */
export const CONTACT_ANSWER_SMS_MAX = 280;
