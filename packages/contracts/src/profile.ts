import { z } from 'zod';
import { accountDeletionReasonSchema, contactMessageSchema } from './account.ts';
import { contactStatuses } from './contact-topics.ts';
import { idParamSchema } from './catalog.ts';
import { UPLOAD_MAX_BYTES } from './constants.ts';
import { identityDocumentTypes, identityStatuses } from './identity-documents.ts';
import { CITY_MAX, DELETION_COMMENT_MAX, NAME_MAX, REJECTION_REASON_MAX, SHOP_DESCRIPTION_MAX, SHOP_NAME_MAX } from './limits.ts';
import { currencySchema, languageSchema } from './locale-schemas.ts';
import { phoneNumberSchema, validPhoneNumberSchema } from './phone.ts';

/*
 * The user's own profile (/account/settings): names, language, currency, phone, shop details,
 * pictures, identity verification and account deletion; and contact messages (/contact-us).
 * Schemas for the API and the page server; limits pages show are in limits.ts, picture types
 * in picture-uploads.ts, identity document lists in identity-documents.ts.
 */

// Profile (PUT account)

const nameSchema = z.string().trim().max(NAME_MAX, 'name/too-long');

/**
 * `PUT account`. The phone pair is optional (phone-first accounts keep theirs; an account with
 * an email may clear it with null). Shop fields are read for PROFESSIONAL accounts only.
 */
export const updateAccountBodySchema = z.object({
  firstname: nameSchema.min(1, 'name/required'),
  lastname: nameSchema,
  langKey: languageSchema,
  currency: currencySchema,
  phoneNumber: validPhoneNumberSchema.nullish(),
  /** Needed when the phone number changes or is removed (`account/password-required`, `account/wrong-password`). */
  currentPassword: z.string().min(1).max(200).optional(),
  shopName: z.string().trim().min(1, 'shop/name-required').max(SHOP_NAME_MAX, 'shop/name-too-long').optional(),
  shopDescriptionFr: z.string().trim().max(SHOP_DESCRIPTION_MAX, 'shop/description-too-long').optional(),
  shopDescriptionEn: z.string().trim().max(SHOP_DESCRIPTION_MAX, 'shop/description-too-long').optional(),
  city: z.string().trim().min(1, 'city/required').max(CITY_MAX, 'city/too-long').optional(),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

// Pictures (spec §3 image kinds, §5 upload rules): types and limits in picture-uploads.ts

export { UPLOAD_MAX_BYTES };

/**
 * A picture chosen in a page's file input (browsers send an empty file when none was chosen):
 * present and at most UPLOAD_MAX_BYTES; what its bytes are is the API's to judge.
 */
export const chosenPictureSchema = z
  .instanceof(File, { message: 'upload/missing-file' })
  .refine((file) => file.size > 0, 'upload/missing-file')
  .refine((file) => file.size <= UPLOAD_MAX_BYTES, 'upload/too-large');

/** Answer of a picture upload: the new picture's public address. */
export const uploadedImageSchema = z.object({ id: z.number().int(), url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

// Identity verification (sellers)

export const identityDocumentTypeSchema = z.enum(identityDocumentTypes);

export const identityStatusSchema = z.enum(identityStatuses);

/** The text fields sent with the document picture of `POST account/verify/identity/finish`. */
export const identityFieldsSchema = z.object({
  documentType: identityDocumentTypeSchema,
  documentNumber: z
    .string()
    .trim()
    .min(4, 'identity/document-number-invalid')
    .max(40, 'identity/document-number-invalid')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'identity/document-number-invalid'),
});
export type IdentityFields = z.infer<typeof identityFieldsSchema>;

/** A seller's view of their own latest request. */
export const identityVerificationSchema = z.object({
  id: z.number().int(),
  status: identityStatusSchema,
  documentType: identityDocumentTypeSchema,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type IdentityVerification = z.infer<typeof identityVerificationSchema>;

/** What a reviewer sees in the admin list: the request and who sent it. */
export const identityReviewItemSchema = identityVerificationSchema.extend({
  documentNumber: z.string(),
  account: z.object({
    login: z.string(),
    slug: z.string(),
    name: z.string(),
    shopName: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
  reviewedBy: z.string().nullable(),
});
export type IdentityReviewItem = z.infer<typeof identityReviewItemSchema>;

export const identityReviewQuerySchema = z.object({
  status: identityStatusSchema.default('PENDING'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** Approve, or reject with a reason the seller will read. */
export const identityReviewBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('APPROVED') }),
  z.object({
    decision: z.literal('REJECTED'),
    reason: z.string().trim().min(3, 'identity/reason-required').max(REJECTION_REASON_MAX, 'identity/reason-required'),
  }),
]);
export type IdentityReviewBody = z.infer<typeof identityReviewBodySchema>;
/** The review forms of the admin page: the request's id (the path's) beside the body. */
export const identityReviewFormSchema = z.intersection(z.object({ id: idParamSchema }), identityReviewBodySchema);

// The settings page's own data (GET account/profile)

export const accountProfileSchema = z.object({
  accountType: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  langKey: languageSchema,
  currency: currencySchema,
  phoneNumber: phoneNumberSchema.nullable(),
  phoneVerified: z.boolean(),
  /** A new number waiting for its SMS code (it replaces `phoneNumber` once proven); null when none. */
  pendingPhoneNumber: phoneNumberSchema.nullable(),
  shopName: z.string().nullable(),
  shopDescriptionFr: z.string().nullable(),
  shopDescriptionEn: z.string().nullable(),
  city: z.string().nullable(),
  profileImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  /** The verified-seller badge. */
  identityVerified: z.boolean(),
  identity: identityVerificationSchema.nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

// Account deletion (spec §2 reasons, §4 reason code 9)

export const deleteAccountBodySchema = z.object({
  reason: accountDeletionReasonSchema,
  comment: z.string().trim().max(DELETION_COMMENT_MAX, 'contact/message-too-long').optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

// Contact messages (spec §7 Other)

export const contactStatusSchema = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/** `POST contacts` from the contact form: topics 1-8 only; 9 comes from account deletion. */
export const createContactBodySchema = contactMessageSchema.extend({
  reason: z.number('contact/reason-invalid').int().min(1, 'contact/reason-invalid').max(8, 'contact/reason-invalid'),
});
export type CreateContactBody = z.infer<typeof createContactBodySchema>;

/** A stored message as operators see it. A deletion record keeps no email or phone. */
export const contactSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  fullname: z.string(),
  /** E.164. */
  phoneNumber: z.string().nullable(),
  reason: z.number().int(),
  deletionReason: accountDeletionReasonSchema.nullable(),
  message: z.string(),
  langKey: languageSchema,
  status: contactStatusSchema,
  accountLogin: z.string().nullable(),
  /** From a shop whose plan includes priority support: open ones are listed first. */
  priority: z.boolean(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** `PUT contacts` / `PUT contacts/{id}`: operators move a message along. */
export const updateContactBodySchema = z.object({ id: z.number().int().positive().optional(), status: contactStatusSchema });

export const contactQuerySchema = z.object({
  /** Free text matched against name, email, phone and message. */
  query: z.string().trim().max(100).optional(),
  reason: z.coerce.number().int().min(1).max(9).optional(),
  status: contactStatusSchema.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
