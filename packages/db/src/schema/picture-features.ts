import { bigint, customType, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { images } from './media.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What a product picture looks like, for search by photo (decision 78): a colour and edge
 * descriptor and visual words the in-process index looks up, the picture's keypoints that confirm
 * a match, a colour thumbnail and a sharper grey one that tell near-twins apart (decisions 88
 * and 98), and a difference hash. Written when the picture is stored; `npm run vision:backfill`
 * fills the rest, and rewrites rows without words or without the grey thumbnail. `createdAt` is
 * when the row was last written: the index reads rows by it.
 * `copyOfImageId` names another shop's picture this one copies (a stolen photo), if any.
 */
export const pictureFeatures = pgTable(
  'picture_features',
  {
    imageId: integer('image_id')
      .primaryKey()
      .references(() => images.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Float32 numbers of length 1 (descriptor.ts). */
    descriptor: bytea('descriptor').notNull(),
    /** Keypoints: a count, their positions and their binary descriptors (keypoints.ts). */
    keypoints: bytea('keypoints').notNull(),
    /** Visual words of the keypoints, 16 bits each (words.ts, decision 88); null until the backfill reaches a row from before them. */
    words: bytea('words'),
    /** Colours at 48 x 48 and the keypoints' frame size (aligned.ts, decision 88); null like `words`. */
    thumbnail: bytea('thumbnail'),
    /** Grey levels at 96 x 96 and the keypoints' frame size (edges.ts, decision 98): where a wordmark's letters show; null until the backfill reaches a row from before them. */
    greyThumbnail: bytea('grey_thumbnail'),
    /** 64-bit difference hash of the grey picture. */
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    copyOfImageId: integer('copy_of_image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('picture_features_product_idx').on(t.productId), index('picture_features_created_idx').on(t.createdAt)],
);
