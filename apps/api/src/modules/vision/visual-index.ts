import type { Database } from '@store/db/client';
import { pictureFeatures } from '@store/db/schema/index';
import { gt } from 'drizzle-orm';
import { DESCRIPTOR_LENGTH } from './descriptor.ts';
import { NearestPictures } from './nearest.ts';
import { decodeWords, WORD_COUNT } from './words.ts';

export interface IndexedPicture {
  imageId: number;
  productId: number;
}

/** A search reads new rows at most this often; this process's own pictures are added at once. */
const SYNC_EVERY_MS = 1_000;
/** Rows are read back this far before the last read, for transactions that committed late. */
const LATE_COMMIT_MS = 60_000;

/**
 * Every stored picture's descriptor and visual words, in memory, looked up by NearestPictures
 * (decisions 78, 88). A row rewritten with words by the backfill gives its picture words. Built
 * from `picture_features` on first use, then kept in step by reading the rows written since the
 * last read, so a picture stored by another process is found within a second. Rows only grow:
 * a deleted picture or a withdrawn product stays in memory and is dropped when the answer's
 * keypoints and products are read, which never returns what is gone.
 */
export class VisualIndex {
  private readonly pictures = new NearestPictures<IndexedPicture>(DESCRIPTOR_LENGTH, WORD_COUNT);
  /** Each known picture's row in `pictures`. */
  private readonly known = new Map<number, number>();
  private readAt: Date | undefined;
  private lastRead = 0;
  private reading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  get size() {
    return this.pictures.size;
  }

  add(picture: IndexedPicture, descriptor: Float32Array, words?: Uint16Array) {
    const row = this.known.get(picture.imageId);
    if (row !== undefined) {
      if (words) this.pictures.setWords(row, words);
      return;
    }
    if (descriptor.length !== DESCRIPTOR_LENGTH) return;
    this.known.set(picture.imageId, this.pictures.add(picture, descriptor, words));
  }

  /** The index with every row committed up to about a second ago. */
  async fresh(): Promise<this> {
    if (!this.reading && Date.now() - this.lastRead >= SYNC_EVERY_MS) {
      this.reading = this.readNewRows().finally(() => {
        this.reading = undefined;
      });
    }
    if (this.reading) await this.reading;
    return this;
  }

  nearest(query: { descriptor: Float32Array; words: Uint16Array }, k: number, accept?: (picture: IndexedPicture) => boolean) {
    return this.pictures.nearest(query.descriptor, k, accept, query.words);
  }

  private async readNewRows() {
    const startedAt = new Date();
    const since = this.readAt ? new Date(this.readAt.getTime() - LATE_COMMIT_MS) : undefined;
    const rows = await this.db
      .select({ imageId: pictureFeatures.imageId, productId: pictureFeatures.productId, descriptor: pictureFeatures.descriptor, words: pictureFeatures.words })
      .from(pictureFeatures)
      .where(since ? gt(pictureFeatures.createdAt, since) : undefined);
    for (const row of rows) this.add({ imageId: row.imageId, productId: row.productId }, toFloats(row.descriptor), row.words ? decodeWords(row.words) : undefined);
    this.readAt = startedAt;
    this.lastRead = Date.now();
  }
}

/** A stored descriptor's bytes as numbers (copied: a driver's buffer may not be 4-byte aligned). */
export function toFloats(bytes: Uint8Array): Float32Array {
  const copy = new Uint8Array(bytes);
  return new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4));
}

const held = new WeakMap<Database, VisualIndex>();

/** The one visual index of this database in this process. */
export function visualIndex(db: Database): VisualIndex {
  let index = held.get(db);
  if (!index) {
    index = new VisualIndex(db);
    held.set(db, index);
  }
  return index;
}
