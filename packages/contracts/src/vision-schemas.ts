import { z } from 'zod';
import { productSummarySchema } from './catalog.ts';
import { languageSchema } from './locale-schemas.ts';
import { SIMILAR_PRODUCTS, VISUAL_RESULTS_DEFAULT, VISUAL_RESULTS_MAX } from './vision.ts';

/* Schemas of the search-by-photo endpoints (`/vision/api/v1`); the browser-safe numbers are in vision.ts. */

/** A product that looks like the photo, with how much (1: the same picture). */
export const visualMatchSchema = productSummarySchema.extend({ similarity: z.number().min(0).max(1) });
export type VisualMatch = z.infer<typeof visualMatchSchema>;

/** The text fields sent beside the photo of `POST search` (multipart), all optional. */
export const visualSearchFieldsSchema = z.object({
  /** A category's or sub-category's slug: only products under it. */
  category: z.string().trim().min(1).max(80).optional(),
  size: z.coerce.number().int().min(1).max(VISUAL_RESULTS_MAX).default(VISUAL_RESULTS_DEFAULT),
  lang: languageSchema.optional(),
});
export type VisualSearchFields = z.infer<typeof visualSearchFieldsSchema>;

/** `GET similar/{slug}`. */
export const similarQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(VISUAL_RESULTS_MAX).default(SIMILAR_PRODUCTS),
  lang: languageSchema.optional(),
});
