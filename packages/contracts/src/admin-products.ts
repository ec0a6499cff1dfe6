import { z } from 'zod';
import { daySchema, pagingQuerySchema } from './admin.ts';
import { listingReviewModes, listingStatuses, MODERATION_REASON_MAX, MODERATION_REASON_MIN, moderationStates } from './moderation-rules.ts';

/*
 * Products moderation for operators (issue #15 item 3, decision 73): every listing, filtered;
 * unpublish, ask for changes, republish, each with a reason the seller sees; the trust setting
 * (decision 74).
 */

export const moderationStateSchema = z.enum(moderationStates);

export const adminProductQuerySchema = z
  .object({
    ...pagingQuerySchema.shape,
    /** Part of the name (either language), brand or slug. */
    query: z.string().trim().max(100).optional(),
    /** Part of the shop's name or its seller's login. */
    shop: z.string().trim().max(100).optional(),
    /** A top category's slug. */
    category: z.string().trim().max(100).optional(),
    moderation: moderationStateSchema.optional(),
    status: z.enum(listingStatuses).optional(),
    /** Created on or after this UTC day. */
    from: daySchema.optional(),
    /** Created on or before this UTC day. */
    to: daySchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'admin/date-range-invalid', path: ['to'] });
export type AdminProductQuery = z.input<typeof adminProductQuerySchema>;
export type AdminProductFilter = Omit<z.infer<typeof adminProductQuerySchema>, 'page' | 'size'>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  thumbnail: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  categoryName: z.string(),
  sellerId: z.number().int(),
  sellerLogin: z.string(),
  shopName: z.string().nullable(),
  /** Published by its seller (not a draft), whatever operators did. */
  sellerPublished: z.boolean(),
  /** On the storefront now: in search, on its page, in carts. */
  live: z.boolean(),
  withdrawn: z.boolean(),
  moderation: moderationStateSchema,
  /** The last operator's reason (unpublish, changes asked, republish). */
  moderationReason: z.string().nullable(),
  moderatedDate: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductDetailSchema = adminProductSchema.extend({
  nameFr: z.string(),
  nameEn: z.string(),
  descriptionFr: z.string(),
  descriptionEn: z.string(),
  quantity: z.number().int(),
  location: z.string(),
  sellerSlug: z.string(),
  /** The seller's identity was verified (the trust setting may let such sellers publish at once). */
  sellerVerified: z.boolean(),
  images: z.array(z.string()),
  /** Its pictures that copy another shop's listing (decision 78), with that listing's slug. */
  copiedPictures: z.array(z.object({ image: z.string(), originalSlug: z.string() })),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** `POST admin/products/{id}/unpublish|request-changes|republish`: the reason the seller reads. */
export const moderationBodySchema = z.object({
  reason: z
    .string('moderation/reason-invalid')
    .trim()
    .min(MODERATION_REASON_MIN, 'moderation/reason-invalid')
    .max(MODERATION_REASON_MAX, 'moderation/reason-invalid'),
});
export type ModerationBody = z.infer<typeof moderationBodySchema>;

/** `GET` and `PUT admin/moderation/settings` (the PUT is ROLE_ADMIN's). */
export const moderationSettingsSchema = z.object({ listingReview: z.enum(listingReviewModes) });
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;
