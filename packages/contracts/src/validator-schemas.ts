import { z } from 'zod';
import { PRICE_MAX, PRICE_MIN, UPLOAD_MAX_BYTES } from './constants.ts';
import { PASSWORD_DIGIT, isAllowedUploadType, PASSWORD_LETTER, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordsMatch } from './validators.ts';

/* The form rules of validators.ts as zod schemas for request bodies; messages are translation keys. */

/** A new password at registration or reset. Messages are translation keys. */
export const registrationPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'password/too-short')
  .max(PASSWORD_MAX_LENGTH, 'password/too-long')
  .regex(PASSWORD_LETTER, 'password/no-letter')
  .regex(PASSWORD_DIGIT, 'password/no-digit');

/** Password plus confirmation; a mismatch is reported on `confirmPassword`. */
export const passwordConfirmationSchema = z
  .object({ password: registrationPasswordSchema, confirmPassword: z.string() })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword) === null, { message: 'nopasswordmatch', path: ['confirmPassword'] });

export const searchTermSchema = z.string().trim().min(1, 'search/required');

export const uploadFileSchema = z.object({
  type: z.string().refine(isAllowedUploadType, 'upload/type-not-allowed'),
  size: z.number().int().nonnegative().max(UPLOAD_MAX_BYTES, 'upload/too-large'),
});

/** A CFA amount within the spec §5 limits. */
export const priceCfaSchema = z.number().int().min(PRICE_MIN, 'price/too-low').max(PRICE_MAX, 'price/too-high');
