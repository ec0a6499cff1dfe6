import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { images, pictureFeatures } from '@store/db/schema/index';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import sharp from 'sharp';
import { PICTURE_MAX_PIXELS } from '../../lib/bmp.ts';
import { pictureFeatures as featuresOf } from './features.ts';
import { storePictureFeatures } from './vision.service.ts';

/** Pictures read per query while filling in. */
const BATCH = 50;

export interface BackfillProgress {
  described: number;
  failed: number;
}

/**
 * Describes every product picture that has no features yet (the seed's, and any stored before
 * search by photo existed) or has them without visual words or a grey thumbnail (stored before
 * decision 88 or 98), one at a time so a running store keeps its CPU for shoppers.
 * A picture that cannot be read is logged through `onFailure` and skipped, not retried in the
 * same run. Safe to run twice or from two processes: a row already written is left as it is.
 */
export interface BackfillOptions {
  onFailure?: (imageId: number, error: unknown) => void;
  /** Only the pictures of these products (tests); every product's by default. */
  productIds?: readonly number[];
}

export async function backfillPictureFeatures(db: Database, media: MediaStore, { onFailure = () => {}, productIds }: BackfillOptions = {}): Promise<BackfillProgress> {
  const progress: BackfillProgress = { described: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: images.id, productId: images.productId, storageKey: images.storageKey })
      .from(images)
      .leftJoin(pictureFeatures, eq(pictureFeatures.imageId, images.id))
      .where(and(eq(images.kind, 'PRODUCT'), isNotNull(images.productId), or(isNull(pictureFeatures.words), isNull(pictureFeatures.greyThumbnail)), gt(images.id, after), productIds ? inArray(images.productId, [...productIds]) : undefined))
      .orderBy(asc(images.id))
      .limit(BATCH);
    if (batch.length === 0) return progress;
    for (const picture of batch) {
      after = picture.id;
      try {
        const bytes = await media.get(picture.storageKey);
        if (!bytes || picture.productId === null) throw new Error(`no stored file ${picture.storageKey}`);
        const features = await featuresOf(sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS }));
        await storePictureFeatures(db, { imageId: picture.id, productId: picture.productId }, features);
        progress.described++;
      } catch (error) {
        progress.failed++;
        onFailure(picture.id, error);
      }
    }
  }
}
