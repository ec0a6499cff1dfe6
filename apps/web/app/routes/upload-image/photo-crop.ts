import { detectImageType } from '@store/contracts/picture-uploads';
import { type CropRect, cropPixels } from './crop-geometry.ts';

/*
 * The photo as it leaves the phone: only the part the buyer kept, at most 1600 px on its
 * longest side, as a JPEG. A 12-megapixel photo of 4 MB becomes a few hundred KB, and what
 * the search compares is the item, not the table it stands on.
 */

export const PHOTO_MAX_SIDE = 1600;
const PHOTO_QUALITY = 0.9;

/** True when the file starts like a JPEG, PNG or BMP: the same test as the server's, before anything is sent. */
export async function looksLikePicture(file: Blob): Promise<boolean> {
  return detectImageType(new Uint8Array(await file.slice(0, 32).arrayBuffer())) !== undefined;
}

/** The kept part as a JPEG; undefined when this browser cannot decode the picture (the server then judges the file itself). */
export async function cropPhoto(file: Blob, rect: CropRect): Promise<Blob | undefined> {
  let bitmap: ImageBitmap;
  try {
    // Turned upright as the preview shows it, so the box cuts what the buyer saw.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  const { sx, sy, sw, sh, width, height } = cropPixels(rect, bitmap.width, bitmap.height, PHOTO_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
  bitmap.close();
  return (await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY))) ?? undefined;
}
