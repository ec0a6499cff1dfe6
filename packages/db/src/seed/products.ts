import type { Currency } from '@store/contracts/locale';
import { type ExchangeRates, toDefaultCurrencyAmount } from '@store/contracts/money';
import { type CategorySeed, categorySeeds, type SubCategorySeed } from './categories.ts';
import type { ProductModelSeed } from './data/model.ts';
import { productModels } from './data/models.ts';
import type { PictureKind } from './pictures/kinds.ts';
import { type ChosenSpec, describeProduct, productName } from './product-text.ts';
import { hashString, type Random, seededRandom, slugify } from './random.ts';
import type { ShopSeed } from './sellers.ts';

/** Spec §5/§9 price limits, in CFA. */
export const PRICE_MIN_CFA = 500;
export const PRICE_MAX_CFA = 500_000_000;
export const DEFAULT_PRODUCT_COUNT = 320;
export const MIN_PRODUCT_COUNT = categorySeeds.length * 2;

/** Products are dated over the 90 days before this instant, so "newest" sorting means something. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');
const DAY_MS = 86_400_000;

/** How much of the catalogue each category gets beyond its first two products. */
const categoryWeights: Readonly<Record<string, number>> = {
  'computers-accessories': 14,
  'smartphones-tablets': 16,
  'tv-video-audio': 9,
  'speakers-home-music': 7,
  'cameras-photo-video': 6,
  'printers-ink': 6,
  'charging-stations': 8,
  headphones: 9,
  'wearable-electronics': 6,
  powerbanks: 6,
  'hdd-ssd-storage': 7,
  gaming: 8,
};

export interface ShopRef {
  login: string;
  shop: ShopSeed;
}

export interface ProductDraft {
  slug: string;
  sellerLogin: string;
  categorySlug: string;
  subCategorySlug: string;
  brand: string;
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  /** Minor units of `currency`. */
  price: number;
  currency: Currency;
  defaultCurrencyPrice: number;
  quantity: number;
  location: string;
  createdAt: Date;
  specs: readonly ChosenSpec[];
  picture: PictureKind;
  imageCount: number;
}

interface Variant {
  model: ProductModelSeed;
  /** Values of the sub-category's name specs for this variant. */
  named: Readonly<Record<string, string>>;
  rank: number;
}

const asList = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);

/** Every model x named-spec combination, first variants of every model before second ones. */
function variantsOf(subCategory: SubCategorySeed): Variant[] {
  const models = productModels[subCategory.slug];
  if (!models || models.length === 0) throw new Error(`no product models for sub-category ${subCategory.slug}`);
  const variants: (Variant & { order: number })[] = [];
  models.forEach((productModel, order) => {
    let combos: { named: Record<string, string>; rank: number }[] = [{ named: {}, rank: 0 }];
    for (const code of subCategory.nameSpecs) {
      const value = productModel.specs[code];
      if (value === undefined || value === null) continue;
      combos = combos.flatMap((combo) => asList(value).map((v, index) => ({ named: { ...combo.named, [code]: v }, rank: combo.rank + index })));
    }
    for (const combo of combos) variants.push({ model: productModel, ...combo, order });
  });
  return variants.sort((a, b) => a.rank - b.rank || a.order - b.order);
}

/** Largest-remainder split of `total` by weights. */
function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left--;
  }
  return counts;
}

function chooseSpecs(subCategory: SubCategorySeed, variant: Variant, random: Random): ChosenSpec[] {
  const chosen: ChosenSpec[] = [];
  for (const spec of subCategory.specifications) {
    const given = variant.model.specs[spec.code];
    if (given === null) continue;
    const value = variant.named[spec.code] ?? (given === undefined ? random.pick(spec.values) : random.pick(asList(given)));
    chosen.push({ code: spec.code, nameFr: spec.nameFr, nameEn: spec.nameEn, unit: spec.unit, value });
  }
  return chosen;
}

/** A CFA catalogue price converted to the shop's currency: round 500 francs, or x.99 euros/dollars. */
function shopPrice(priceCfa: number, currency: Currency, rates: ExchangeRates): number {
  if (currency === 'CFA') return Math.max(PRICE_MIN_CFA, Math.round(priceCfa / 500) * 500);
  const perUnit = currency === 'EUR' ? 655.957 : Number(rates.xofPerUsd);
  return Math.max(1, Math.round(priceCfa / perUnit)) * 100 - 1;
}

/** Kebab-case English name plus a short suffix, since several shops list the same model. */
function uniqueSlug(name: string, used: Set<string>, random: Random): string {
  for (;;) {
    const suffix = ((hashString(name) ^ random.int(0, 0xffffff)) >>> 0).toString(36).padStart(4, '0').slice(-4);
    const slug = `${slugify(name)}-${suffix}`;
    if (!used.has(slug)) {
      used.add(slug);
      return slug;
    }
  }
}

function stockQuantity(random: Random): number {
  const roll = random.next();
  if (roll < 0.06) return 0;
  if (roll < 0.16) return random.int(1, 3);
  return random.int(4, 60);
}

function imageCount(random: Random): number {
  const roll = random.next();
  return roll < 0.2 ? 1 : roll < 0.55 ? 2 : 3;
}

/**
 * Draws the demo catalogue: every category gets at least two products, the rest follows
 * category weights; sub-categories take turns; each product goes to the least busy shop
 * selling its category. The same count always gives the same catalogue.
 */
export function draftProducts(count: number, shops: readonly ShopRef[], rates: ExchangeRates): ProductDraft[] {
  if (!Number.isInteger(count) || count < MIN_PRODUCT_COUNT) throw new RangeError(`productCount must be an integer >= ${MIN_PRODUCT_COUNT}`);
  const random = seededRandom(20_260_101);
  const extra = splitByWeight(
    count - MIN_PRODUCT_COUNT,
    categorySeeds.map((category) => categoryWeights[category.slug] ?? 1),
  );

  const slots: { category: CategorySeed; subCategory: SubCategorySeed; variant: Variant }[] = [];
  categorySeeds.forEach((category, index) => {
    const perCategory = 2 + (extra[index] ?? 0);
    const variants = category.subCategories.map(variantsOf);
    for (let k = 0; k < perCategory; k++) {
      const subIndex = k % category.subCategories.length;
      const round = Math.floor(k / category.subCategories.length);
      const subCategory = category.subCategories[subIndex];
      const subVariants = variants[subIndex];
      const variant = subVariants?.[round % subVariants.length];
      if (!subCategory || !variant) throw new Error(`no variant for ${category.slug} #${k}`);
      slots.push({ category, subCategory, variant });
    }
  });

  // Shuffle so that ids, dates and shops do not follow the category order.
  for (let i = slots.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const a = slots[i];
    const b = slots[j];
    if (a && b) [slots[i], slots[j]] = [b, a];
  }

  const load = new Map(shops.map((shop) => [shop.login, 0]));
  const usedSlugs = new Set<string>();
  const drafts = slots.map(({ category, subCategory, variant }) => {
    const eligible = shops.filter((s) => s.shop.categories === 'all' || s.shop.categories.includes(category.slug));
    const lightest = Math.min(...eligible.map((s) => load.get(s.login) ?? 0));
    const seller = random.pick(eligible.filter((s) => (load.get(s.login) ?? 0) === lightest));
    load.set(seller.login, lightest + 1);

    const specs = chooseSpecs(subCategory, variant, random);
    const nameFr = productName(variant.model, subCategory, specs, 'fr');
    const nameEn = productName(variant.model, subCategory, specs, 'en');
    const description = describeProduct({ fr: nameFr, en: nameEn }, category, subCategory, specs, seller.shop, random);

    const step = variant.model.step ?? 0.15;
    const listPriceCfa = variant.model.priceCfa * (1 + step * variant.rank) * (0.94 + random.next() * 0.12);
    const currency = seller.shop.priceCurrency;
    const price = shopPrice(listPriceCfa, currency, rates);
    const defaultCurrencyPrice = toDefaultCurrencyAmount({ amount: price, currency }, rates);
    if (defaultCurrencyPrice < PRICE_MIN_CFA || defaultCurrencyPrice > PRICE_MAX_CFA) {
      throw new RangeError(`${nameEn} costs ${defaultCurrencyPrice} CFA, outside the spec price limits`);
    }

    const slug = uniqueSlug(nameEn, usedSlugs, random);

    const createdAt = new Date(SEED_REFERENCE_DATE.getTime() - Math.floor(random.next() * 90 * DAY_MS));
    return {
      slug,
      sellerLogin: seller.login,
      categorySlug: category.slug,
      subCategorySlug: subCategory.slug,
      brand: variant.model.brand,
      nameFr,
      nameEn,
      descriptionFr: description.fr,
      descriptionEn: description.en,
      price,
      currency,
      defaultCurrencyPrice,
      quantity: stockQuantity(random),
      location: seller.shop.city,
      createdAt,
      specs,
      picture: subCategory.picture,
      imageCount: imageCount(random),
    };
  });
  // Ids then grow with the publication date, as they would in a live store.
  return drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.slug < b.slug ? -1 : 1));
}
