import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row counting the statements that deleted or truncated products (a trigger of migration
 * 0022 bumps it). Search's in-memory index rebuilds when it moves; changed and new products it
 * finds by `products.updated_at`, which another trigger sets on every write (decision 63).
 */
export const catalogueEpoch = pgTable(
  'catalogue_epoch',
  {
    id: integer('id').primaryKey().default(1),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_epoch_one_row', sql`${t.id} = 1`)],
);
