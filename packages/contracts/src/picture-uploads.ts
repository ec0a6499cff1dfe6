/* Pictures a user uploads (spec §5), safe for the browser: the accepted types and how the server recognises them. */

/** Spec §5 lists jpeg, png, apng, jpg and bmp (and application/json, which is no picture). */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/apng', 'image/jpg', 'image/bmp'] as const;
/** What a file input offers. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.apng,.bmp,image/jpeg,image/png,image/apng,image/bmp';

export type DetectedImageType = 'jpeg' | 'png' | 'bmp';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * The picture format from the first bytes of a file, whatever name or type it was sent with;
 * undefined for anything else (a script renamed .jpg, a PDF, SVG...). APNG is a PNG.
 */
export function detectImageType(bytes: Uint8Array): DetectedImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26) return 'bmp';
  return undefined;
}
