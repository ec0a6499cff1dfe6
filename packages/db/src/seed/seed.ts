import { DEFAULT_XOF_PER_USD, type ExchangeRates } from '@store/contracts/money';
import { utcDay } from '@store/contracts/shop-stats-rules';
import type { Database } from '../client.ts';
import type { MediaStore } from '../media-store.ts';
import { categories } from '../schema/index.ts';
import { demoAccountSeeds, shopPassword } from './accounts.ts';
import { insertAccounts, type SeededAccount } from './insert-accounts.ts';
import { insertCategoryTree, insertProducts } from './insert-catalogue.ts';
import { insertProductRequests } from './insert-requests.ts';
import { insertSubscriptions } from './insert-subscriptions.ts';
import { insertContent } from './insert-content.ts';
import { insertProductStats } from './insert-stats.ts';
import { DEFAULT_PRODUCT_COUNT, draftProducts, type ShopRef } from './products.ts';
import { sellerAccounts } from './sellers.ts';

export { type DemoAccount, demoAccounts } from './accounts.ts';

export interface SeedOptions {
  /** Hashes a demo password (the caller passes argon2id); injected so the db package has no crypto policy. */
  hashPassword: (password: string) => Promise<string>;
  /** Number of products, default 320. Tests pass a smaller number, minimum 24 (2 per category). */
  productCount?: number;
  /** The last day of the demo figures of My shop (the 30 days before it too); today by default. */
  now?: Date;
}

export interface SeedSummary {
  categories: number;
  subCategories: number;
  products: number;
  accounts: number;
  images: number;
}

/** True once the catalogue exists: a database with categories is never seeded again. */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with the demo store: the category tree, demo and shop accounts,
 * the product catalogue with pictures, and the content-service data. One transaction, so a
 * failure leaves the database empty (pictures already written stay in the media store,
 * unreferenced, and are overwritten by the next attempt's keys when ids repeat).
 * Deterministic: the same productCount always gives the same store.
 */
export async function seedDatabase(db: Database, media: MediaStore, options: SeedOptions): Promise<SeedSummary> {
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  const rates: ExchangeRates = { xofPerUsd: DEFAULT_XOF_PER_USD };

  // Hashing (argon2id is slow on purpose) and drawing the catalogue happen before the
  // transaction opens, so it stays short. Shops share one hash of their demo password.
  const demo = demoAccountSeeds();
  const [demoSeeded, shopHash] = await Promise.all([
    Promise.all(demo.map(async ({ password, ...seed }) => ({ seed, passwordHash: await options.hashPassword(password) }))),
    options.hashPassword(shopPassword),
  ]);
  const seededAccounts: SeededAccount[] = [...demoSeeded, ...sellerAccounts.map((seed) => ({ seed, passwordHash: shopHash }))];
  const shops: ShopRef[] = seededAccounts.flatMap(({ seed }) => (seed.shop ? [{ login: seed.login, shop: seed.shop }] : []));
  const drafts = draftProducts(productCount, shops, rates);

  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) throw new Error('the database already holds a catalogue; seeding only fills an empty database');

    const tree = await insertCategoryTree(tx);
    const accounts = await insertAccounts(tx, media, seededAccounts);
    const productPictures = await insertProducts(tx, media, drafts, tree, accounts.ids);
    await insertProductStats(tx, utcDay(options.now ?? new Date()));
    const contentPictures = await insertContent(tx, media);
    await insertSubscriptions(tx, shops, accounts.ids);
    await insertProductRequests(tx, accounts.ids);
    return {
      categories: tree.categoryCount,
      subCategories: tree.subCategoryCount,
      products: drafts.length,
      accounts: seededAccounts.length,
      images: accounts.pictures + productPictures + contentPictures,
    };
  });
}
