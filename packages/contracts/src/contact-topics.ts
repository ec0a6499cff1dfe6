/*
 * Contact messages (spec §2, §3, §4), safe for the browser: the topics of the contact form
 * and the reasons for closing an account. Their schemas are in account.ts and profile.ts.
 */

/** Contact topics in menu order; each is sent as its numeric reason code (1 to 8). */
export const contactTopics = [
  'PROFILE_ACCOUNT',
  'BUYING',
  'SELLING',
  'DEALS',
  'REPORT_PROBLEM',
  'REPORT_SCAM',
  'SELLERS',
  'OTHER',
] as const;
export type ContactTopic = (typeof contactTopics)[number];

export function contactReasonCode(topic: ContactTopic): number {
  return contactTopics.indexOf(topic) + 1;
}

/** Where a message stands: new, being handled by an operator, or closed. */
export const contactStatuses = ['NEW', 'IN_PROGRESS', 'CLOSED'] as const;

/** The topic of a reason code; undefined for 9 (account deletion) and unknown codes. */
export function contactTopicOf(code: number): ContactTopic | undefined {
  return contactTopics[code - 1];
}

/** Spec §4: a deletion request is a contact message whose reason is ACCOUNT_DELETION_REASON_CODE. */
export const accountDeletionReasons = ['NO_LONGER_USED', 'SERVICE_UNSATISFACTORY', 'HAD_PROBLEMS', 'OTHER'] as const;
export type AccountDeletionReason = (typeof accountDeletionReasons)[number];
