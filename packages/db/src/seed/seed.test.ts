import { currencyFromIso, DEFAULT_XOF_PER_USD, toDefaultCurrencyAmount } from '@store/contracts/money';
import { utcDay, windowDays } from '@store/contracts/shop-stats-rules';
import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { type MediaStore, memoryMediaStore } from '../media-store.ts';
import { accounts, categories, images, productDailyStats, productRequestAnswers, productRequests, products, subCategories, subscriptions } from '../schema/index.ts';
import { categorySeeds } from './categories.ts';
import { productModels } from './data/models.ts';
import { productPictureSvg } from './pictures/compose.ts';
import { pictureKinds } from './pictures/kinds.ts';
import { slugify } from './random.ts';
import { demoAccounts, isSeeded, seedDatabase } from './seed.ts';

const fakeHash = async (password: string) => `test-hash:${password}`;

async function seededStore(productCount?: number) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  const media = memoryMediaStore();
  const before = await isSeeded(handle.db);
  const summary = await seedDatabase(handle.db, media, { hashPassword: fakeHash, productCount });
  return { ...handle, media, before, summary };
}

async function svgText(media: MediaStore, key: string): Promise<string> {
  const bytes = await media.get(key);
  return bytes ? bytes.toString('utf8') : '';
}

const specCategoryNames = [
  'Computers and Accessories',
  'Smartphones and Tablets',
  'TV, Video and Audio',
  'Speakers and Home Music',
  'Cameras, Photo and Video',
  'Printers and Ink',
  'Charging stations',
  'Headphones',
  'Wearable Electronics',
  'Powerbanks',
  'HDD/SSD Storage',
  'Gaming',
];

describe('seed data', () => {
  it('gives every sub-category product models whose values its specifications allow', () => {
    for (const category of categorySeeds) {
      for (const subCategory of category.subCategories) {
        const models = productModels[subCategory.slug] ?? [];
        expect(models.length, subCategory.slug).toBeGreaterThanOrEqual(3);
        for (const model of models) {
          for (const [code, value] of Object.entries(model.specs)) {
            const spec = subCategory.specifications.find((s) => s.code === code);
            expect(spec, `${subCategory.slug}.${code}`).toBeDefined();
            for (const v of value === null ? [] : typeof value === 'string' ? [value] : value) expect(spec?.values, `${subCategory.slug}.${code}`).toContain(v);
          }
        }
      }
    }
  });

  it('draws every device family as a small self-contained SVG', () => {
    for (const kind of pictureKinds) {
      for (const position of [0, 1, 2]) {
        const svg = productPictureSvg({ kind, brand: 'Samsung', colour: 'Blue', seed: kind, position });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"'), kind).toBe(true);
        expect(svg, kind).not.toMatch(/<script|href="http|<image|font-family="(?!sans-serif)/);
        expect(svg.length, kind).toBeLessThan(12_000);
      }
    }
  });
});

describe('seedDatabase', () => {
  // One seeded database shared by the checks below: opening and migrating PGlite is the slow part.
  let store: Awaited<ReturnType<typeof seededStore>>;
  beforeAll(async () => {
    store = await seededStore(48);
  }, 120_000);
  afterAll(() => store?.close());

  it('fills an empty database with a living store', async () => {
    const { db, media } = store;
    expect(store.before).toBe(false);
    expect(await isSeeded(db)).toBe(true);
    expect(store.summary).toMatchObject({ categories: 12, products: 48, accounts: 13 });

    const categoryRows = await db.select({ nameFr: categories.nameFr, nameEn: categories.nameEn }).from(categories).orderBy(asc(categories.position));
    expect(categoryRows.map((c) => c.nameEn)).toEqual(specCategoryNames);
    for (const c of categoryRows) expect(c.nameFr.length).toBeGreaterThan(2);
    expect(categoryRows[0]?.nameFr).toBe('Ordinateurs et accessoires');

    const perCategory = await db
      .select({ categoryId: subCategories.categoryId, count: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .groupBy(subCategories.categoryId);
    expect(perCategory).toHaveLength(12);
    for (const row of perCategory) expect(row.count).toBeGreaterThanOrEqual(2);

    const laptopEntries = await db.select({ nameEn: subCategories.nameEn }).from(subCategories).where(eq(subCategories.keyword, 'Laptops'));
    expect(laptopEntries.length).toBeGreaterThanOrEqual(4);
    expect(laptopEntries.map((s) => s.nameEn)).toEqual(expect.arrayContaining(['Laptops', 'Laptop bags', 'Laptop chargers']));

    const shops = await db
      .select({ shopName: accounts.shopName, slug: accounts.slug, city: accounts.city, profile: accounts.profileImageId, cover: accounts.coverImageId, id: accounts.id })
      .from(accounts)
      .where(eq(accounts.accountType, 'PROFESSIONAL'));
    expect(shops.length).toBeGreaterThanOrEqual(8);
    const cities = new Set(shops.map((s) => s.city));
    expect(cities.size).toBeGreaterThanOrEqual(6);
    expect([...cities]).toEqual(expect.arrayContaining(['Abidjan', 'Dakar']));
    for (const shop of shops) {
      expect(shop.slug).toBe(slugify(shop.shopName ?? ''));
      expect(shop.profile).not.toBeNull();
      expect(shop.cover).not.toBeNull();
    }

    const productRows = await db
      .select({ id: products.id, price: products.price, currency: products.currency, defaultCurrencyPrice: products.defaultCurrencyPrice, location: products.location, accountId: products.accountId })
      .from(products);
    const cityOfShop = new Map(shops.map((s) => [s.id, s.city]));
    for (const product of productRows) {
      expect(product.location).toBe(cityOfShop.get(product.accountId));
      const currency = currencyFromIso(product.currency);
      expect(currency).toBeDefined();
      if (!currency) continue;
      expect(product.defaultCurrencyPrice).toBe(toDefaultCurrencyAmount({ amount: product.price, currency }, { xofPerUsd: DEFAULT_XOF_PER_USD }));
      expect(product.defaultCurrencyPrice).toBeGreaterThanOrEqual(500);
      expect(product.defaultCurrencyPrice).toBeLessThanOrEqual(500_000_000);
      if (currency === 'CFA') expect(product.price % 500).toBe(0);
    }
    expect(new Set(productRows.map((p) => p.currency)).size).toBe(3);

    const pictureRows = await db
      .select({ productId: images.productId, storageKey: images.storageKey, contentType: images.contentType })
      .from(images)
      .where(eq(images.kind, 'PRODUCT'));
    expect(new Set(pictureRows.map((p) => p.productId)).size).toBe(productRows.length);
    for (const picture of pictureRows) {
      expect(picture.contentType).toBe('image/svg+xml');
      const svg = await svgText(media, picture.storageKey);
      expect(svg.startsWith('<svg') && svg.endsWith('</svg>'), picture.storageKey).toBe(true);
    }
  });

  it('gives the demo seller’s shop 30 days of believable figures ending today, for My shop’s chart', async () => {
    const { db } = store;
    const days = await db
      .select({
        day: productDailyStats.day,
        views: sql<number>`sum(${productDailyStats.views})::int`,
        reveals: sql<number>`sum(${productDailyStats.reveals})::int`,
        cartAdds: sql<number>`sum(${productDailyStats.cartAdds})::int`,
        orders: sql<number>`sum(${productDailyStats.orders})::int`,
      })
      .from(productDailyStats)
      .innerJoin(products, eq(products.id, productDailyStats.productId))
      .innerJoin(accounts, eq(accounts.id, products.accountId))
      .where(eq(accounts.login, 'seller'))
      .groupBy(productDailyStats.day)
      .orderBy(asc(productDailyStats.day));
    expect(days.map((day) => day.day)).toEqual(windowDays(new Date(), 30));
    expect(days.at(-1)?.day).toBe(utcDay(new Date()));
    expect(days.filter((day) => day.views > 0).length).toBeGreaterThanOrEqual(25);
    expect(days.filter((day) => day.orders > 0).length).toBeGreaterThanOrEqual(5);
    for (const day of days) {
      expect(day.reveals).toBeLessThanOrEqual(day.views);
      expect(day.orders).toBeLessThanOrEqual(day.cartAdds);
      expect(day.cartAdds).toBeLessThanOrEqual(day.views);
    }
  });

  it('gives the demo shops their plans and the demo buyer open requests, one answered, none accepted', async () => {
    const { db } = store;
    const plans = await db
      .select({ login: accounts.login, plan: subscriptions.plan })
      .from(subscriptions)
      .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
      .where(eq(subscriptions.status, 'PAID'));
    expect(new Map(plans.map((row) => [row.login, row.plan]))).toEqual(
      new Map([
        ['seller', 'pro'],
        ['ouaga-electro', 'pro'],
        ['cocody-gaming-zone', 'pro'],
        ['teranga-high-tech', 'plus'],
        ['douala-smart-shop', 'plus'],
        ['paris-diaspora-tech', 'plus'],
      ]),
    );
    const owed = await db
      .select({ login: accounts.login, taken: subscriptions.takenAmount, charged: subscriptions.chargedAmount })
      .from(subscriptions)
      .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
      .where(eq(subscriptions.status, 'REFUND_DUE'));
    expect(owed.map(({ login, taken, charged }) => ({ login, over: (taken ?? 0) - charged }))).toEqual([{ login: 'bamako-phone-center', over: 100 }]);
    const promoted = await db.select({ id: products.id }).from(products).where(isNotNull(products.promotedAt));
    expect(promoted).toHaveLength(6);
    const requests = await db.select({ status: productRequests.status, accepted: productRequests.acceptedAnswerId }).from(productRequests);
    expect(requests).toHaveLength(4);
    expect(requests.every((request) => request.status === 'OPEN' && request.accepted === null)).toBe(true);
    expect(await db.select({ id: productRequestAnswers.id }).from(productRequestAnswers)).toHaveLength(1);
  });

  it('creates the four demo accounts with their roles', async () => {
    const { db } = store;
    const demo = await db
      .select({ login: accounts.login, authorities: accounts.authorities, activated: accounts.activated, passwordHash: accounts.passwordHash, type: accounts.accountType })
      .from(accounts)
      .where(inArray(accounts.login, demoAccounts.map((a) => a.login)));
    const byLogin = new Map(demo.map((a) => [a.login, a]));
    expect(byLogin.get('admin')?.authorities.sort()).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(byLogin.get('manager')?.authorities.sort()).toEqual(['ROLE_MANAGER', 'ROLE_USER']);
    expect(byLogin.get('seller')?.authorities.sort()).toEqual(['ROLE_SELLER', 'ROLE_USER']);
    expect(byLogin.get('seller')?.type).toBe('PROFESSIONAL');
    expect(byLogin.get('buyer')?.authorities).toEqual(['ROLE_USER']);
    expect(byLogin.get('buyer')?.passwordHash).toBe('test-hash:Buyer2026!');
    for (const account of demo) expect(account.activated).toBe(true);
    const sellerProducts = await db.select({ id: products.id }).from(products).innerJoin(accounts, eq(accounts.id, products.accountId)).where(eq(accounts.login, 'seller'));
    expect(sellerProducts.length).toBeGreaterThan(0);
  });

  it('refuses to seed twice or with fewer than two products per category', async () => {
    await expect(seedDatabase(store.db, store.media, { hashPassword: fakeHash, productCount: 48 })).rejects.toThrow(/already/);
    await expect(seedDatabase(store.db, store.media, { hashPassword: fakeHash, productCount: 23 })).rejects.toThrow(RangeError);
  });

  it('draws the same catalogue on every fresh install', { timeout: 120_000 }, async () => {
    const firstProducts = (db: Database) => db.select({ slug: products.slug, price: products.price }).from(products).orderBy(asc(products.id)).limit(10);
    const other = await seededStore(48);
    try {
      expect(await firstProducts(other.db)).toEqual(await firstProducts(store.db));
    } finally {
      await other.close();
    }
  });

  it('seeds 320 products over every sub-category by default, in a few seconds', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const store = await seededStore();
    const elapsed = performance.now() - started;
    try {
      expect(store.summary.products).toBe(320);
      expect(store.summary.subCategories).toBeGreaterThanOrEqual(36);
      const [covered] = await store.db.select({ count: sql<number>`count(distinct ${products.subCategoryId})::int` }).from(products);
      expect(covered?.count).toBe(store.summary.subCategories);
      const [stock] = await store.db
        .select({
          empty: sql<number>`count(*) filter (where ${products.quantity} = 0)::int`,
          low: sql<number>`count(*) filter (where ${products.quantity} between 1 and 3)::int`,
          oldest: sql<string>`min(${products.createdAt})::text`,
          newest: sql<string>`max(${products.createdAt})::text`,
        })
        .from(products);
      expect(stock?.empty).toBeGreaterThan(0);
      expect(stock?.low).toBeGreaterThan(0);
      const spreadDays = (Date.parse(stock?.newest ?? '') - Date.parse(stock?.oldest ?? '')) / 86_400_000;
      expect(spreadDays).toBeGreaterThan(60);
      expect(elapsed).toBeLessThan(30_000);
    } finally {
      await store.close();
    }
  });
});
