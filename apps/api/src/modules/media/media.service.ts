import { type imageFormats, imageWidths } from '@store/contracts/catalog';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { images } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { notFound } from '../../lib/http-problem.ts';

export type ImageFormat = (typeof imageFormats)[number];

/** The public address of a stored picture; the page adds `w` and `format` for responsive sizes. */
export const imageUrl = (id: number) => `/store/api/v1/products/file/${id}`;

/** Snaps a requested width up to the nearest rendered size, so the variant cache stays small. */
export function snapWidth(width: number): number {
  return imageWidths.find((w) => w >= width) ?? imageWidths[imageWidths.length - 1] ?? width;
}

export interface ImageVariant {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

const rendering = new Map<string, Promise<ImageVariant>>();

/**
 * Serves a picture as re-encoded WebP or AVIF at a fixed set of widths, never as uploaded.
 * Variants are rendered once, kept in the media store and shared by concurrent requests.
 */
export function imageVariant(db: Database, media: MediaStore, id: number, width: number, format: ImageFormat): Promise<ImageVariant> {
  const key = `variants/${id}-${width}.${format}`;
  const pending = rendering.get(key);
  if (pending) return pending;
  const work = (async () => {
    const etag = `"${id}-${width}-${format}"`;
    const contentType = `image/${format}`;
    const cached = await media.get(key);
    if (cached) return { bytes: cached, contentType, etag };
    const [row] = await db.select({ storageKey: images.storageKey }).from(images).where(eq(images.id, id)).limit(1);
    if (!row) throw notFound(`No image ${id}`);
    const original = await media.get(row.storageKey);
    if (!original) throw notFound(`Image ${id} has no stored file`);
    const pipeline = sharp(original, { density: 144 }).resize({ width, withoutEnlargement: false, fit: 'inside' });
    const bytes = await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })).toBuffer();
    await media.put(key, bytes);
    return { bytes, contentType, etag };
  })();
  rendering.set(key, work);
  return work.finally(() => rendering.delete(key));
}
