/* Identity verification of sellers, safe for the browser: the documents accepted and the review statuses. Schemas are in profile.ts. */

export const identityDocumentTypes = ['NATIONAL_ID_CARD', 'PASSPORT', 'DRIVING_LICENCE', 'RESIDENCE_PERMIT'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

export const identityStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type IdentityStatus = (typeof identityStatuses)[number];
