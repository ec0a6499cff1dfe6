import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * A stored picture. `storageKey` names the original in the media store (local disk or S3);
 * responsive WebP/AVIF variants are derived from it and never served as uploaded.
 * `kind` is PRODUCT, PROFILE, COVER or SLIDE.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_product_idx').on(t.productId, t.position)],
);
