import { type imageFormats, imageWidths } from '@store/contracts/catalog';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { images } from '@store/db/schema/index';
import { and, eq, inArray } from 'drizzle-orm';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { notFound } from '../../lib/http-problem.ts';
import { sameSecret } from '../../lib/same-secret.ts';

export type ImageFormat = (typeof imageFormats)[number];

/** The public address of a stored picture; the page adds `w` and `format` for responsive sizes. */
export const imageUrl = (id: number) => `/store/api/v1/products/file/${id}`;

/** Snaps a requested width up to the nearest rendered size, so the variant cache stays small. */
export function snapWidth(width: number): number {
  return imageWidths.find((w) => w >= width) ?? imageWidths[imageWidths.length - 1] ?? width;
}

/** Pictures anyone may read by id: the catalogue's and the home page's slides. */
const publicKinds = ['PRODUCT', 'SLIDE'];

/*
 * A product request's photo is for its requester and the sellers the request is offered to, not
 * for whoever counts ids: its address carries a key, the random part of its stored file's name
 * (`requests/{request}/{16 hex}.webp`), which only the request's views give out. The key needs no
 * column, holds for photos stored before it existed, and a new photo gets a new one.
 */
const requestPictureKey = (storageKey: string) => storageKey.slice(storageKey.lastIndexOf('/') + 1).replace(/\.\w+$/, '');

/** Where a product request's photo is read: the picture route, with its key. */
export const requestPictureUrl = (id: number, storageKey: string) => `${imageUrl(id)}?${new URLSearchParams({ key: requestPictureKey(storageKey) })}`;

/**
 * Whether the `products/file` route may serve this picture: a product's or a slide's always
 * (`public`), a request's photo only with its key. 404 otherwise, the same as for an unknown id
 * (never a profile picture, which has its own route and rules).
 */
export async function readableImage(db: Database, id: number, key: string | undefined): Promise<{ public: boolean }> {
  const [row] = await db.select({ kind: images.kind, storageKey: images.storageKey }).from(images).where(and(eq(images.id, id), inArray(images.kind, [...publicKinds, 'REQUEST']))).limit(1);
  if (!row) throw notFound(`No image ${id}`);
  if (publicKinds.includes(row.kind)) return { public: true };
  if (!sameSecret(key, requestPictureKey(row.storageKey))) throw notFound(`No image ${id}`);
  return { public: false };
}

export interface ImageVariant {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

const rendering = new Map<string, Promise<ImageVariant>>();

/** Variants encoded at once; the others wait their turn. */
export const VARIANT_RENDERS_AT_ONCE = 2;
/**
 * Encoding AVIF or WebP takes a core for tens of milliseconds: a page of new products, or a
 * stranger asking for every width of every picture, must queue rather than starve the
 * process of the CPU every other request needs.
 */
export const variantRenders = pLimit(VARIANT_RENDERS_AT_ONCE);

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
    const bytes = await variantRenders(() => {
      const pipeline = sharp(original, { density: 144 }).resize({ width, withoutEnlargement: false, fit: 'inside' });
      return (format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })).toBuffer();
    });
    await media.put(key, bytes);
    return { bytes, contentType, etag };
  })();
  rendering.set(key, work);
  return work.finally(() => rendering.delete(key));
}
