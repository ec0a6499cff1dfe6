import { priceBuckets } from '@store/contracts/search-rules';
import { Bitset } from './bitset.ts';
import type { Lexeme } from './tsvector.ts';

/** A published product as search needs it: what it matches, how it ranks, what it filters on. */
export interface IndexedProduct {
  id: number;
  subCategoryId: number;
  accountId: number;
  location: string;
  /** Price in CFA, as search filters and sorts it. */
  price: number;
  inStock: boolean;
  promoted: boolean;
  createdAt: number;
  lexemes: readonly Lexeme[];
  /** When the row was last written (microseconds): a product seen again unchanged is skipped. */
  version: number;
}

/**
 * A searched word as the index reads it: any of its forms (one per text configuration: French
 * stems, English stems, as written), a form matching when all its lexemes do; `prefix` lets each
 * lexeme also match every lexeme it starts.
 */
export interface WordMatch {
  forms: readonly (readonly string[])[];
  prefix: boolean;
}

/** Groups that must all match, each by any of its alternatives, each alternative all its words. */
export type TextMatch = readonly (readonly (readonly WordMatch[])[])[];

export interface TextSearch {
  match: TextMatch;
  /** The kinds of product the words name (`laptop` -> Laptops), ranked first. */
  kinds: ReadonlySet<number>;
}

/** Filters, resolved to what the index holds. */
export interface IndexFilter {
  /** The chosen category's sub-categories. */
  categorySubCategories?: ReadonlySet<number>;
  subCategoryId?: number;
  location?: string;
  accountId?: number;
  priceMin?: number;
  priceMax?: number;
  /** Products carrying the chosen specification values (read from the database). */
  productIds?: ReadonlySet<number>;
}

export type IndexOrder = 'relevance' | 'createdDate,desc' | 'createdDate,asc' | 'price,asc' | 'price,desc';

export interface IndexQuery {
  text?: TextSearch;
  filter: IndexFilter;
  order: IndexOrder;
  offset: number;
  limit: number;
}

export interface IndexFacets {
  /** Matches per sub-category, whatever category or sub-category is chosen. */
  acrossCategories: Map<number, number>;
  /** Matches per sub-category within the chosen category, whatever sub-category is chosen. */
  withinCategory: Map<number, number>;
  /** Matches per location, whatever location is chosen. */
  locations: Map<string, number>;
  /** Matches per price bucket of `priceBuckets`, whatever price range is chosen. */
  prices: number[];
  /** Products that match all but the specification filters: the specification facet counts them. */
  specificationCandidates: number[];
}

export interface IndexAnswer {
  /** The page's product ids, in order. */
  ids: number[];
  total: number;
  /** Ids of promoted products among the matches. */
  promoted: number[];
  facets: IndexFacets;
}

// Why a product fails the filters, one bit per facet: a facet counts the products failing only its own filter.
const CATEGORY = 1;
const SUB_CATEGORY = 2;
const LOCATION = 4;
const PRICE = 8;
const SPECIFICATION = 16;
const OTHER = 32;

/** Listing seconds in relevance keys count from here (2020-01-01); 2^33 seconds reach 2292. */
const SECONDS_FROM = Date.UTC(2020, 0, 1);
const SECOND_BITS = 2 ** 33;

/** Products matching a text; in their names; without the last word's prefix. */
interface Matched {
  all: Bitset;
  name: Bitset;
  exact: Bitset;
}

/**
 * Postings of one lexeme, an entry per product: slot * 32, plus twice its weight in quarters
 * (0 to 15: how often and where it occurs), plus 1 when it is in the product's name.
 */
interface Postings {
  frozen: Int32Array;
  added: number[];
  /** Per entry, the lexeme's first position in the product's name (0: not in it). */
  frozenNameAt: Uint16Array;
  addedNameAt: number[];
}

/**
 * The published catalogue in memory, for search: an inverted index from lexemes to product
 * slots, and per slot what filters, facets and ranking read. A changed product takes a new slot
 * and its old one is left dead; when too many are dead, the owner rebuilds (see `needsRebuild`).
 * Pure: it knows nothing of the database (see `index-sync.ts`).
 */
export class CatalogueIndex {
  private capacity = 0;
  private count = 0;
  private dead = 0;
  private productIds = new Int32Array(0);
  private subCategories = new Int32Array(0);
  private accounts = new Int32Array(0);
  private locations = new Int32Array(0);
  private prices = new Float64Array(0);
  private createdAt = new Float64Array(0);
  private flags = new Uint8Array(0);
  /** 1 / (1 + ln(words in the text)): `ts_rank`'s normalization 1, worked out once. */
  private norms = new Float32Array(0);
  /** Seconds from SECONDS_FROM to the listing, for relevance keys. */
  private listedSeconds = new Float64Array(0);
  /** Each product's position in `priceBuckets` (its length: none). */
  private buckets = new Uint8Array(0);
  private maxSubCategory = 0;
  private scratch?: { results: Int32Array; keys: Float64Array; weights: Float32Array; firstAt: Uint16Array };
  private versions = new Float64Array(0);
  private readonly locationNames: string[] = [];
  private readonly locationIds = new Map<string, number>();
  private readonly slots = new Map<number, number>();
  private readonly postings = new Map<string, Postings>();
  private sortedLexemes: string[] = [];
  private lexemesSorted = true;

  get size() {
    return this.slots.size;
  }

  /** Dead slots outnumber a quarter of the live ones: a rebuild gives the memory back. */
  needsRebuild() {
    return this.dead > 1_000 && this.dead > this.slots.size / 4;
  }

  /** The version of a product the index holds, if it holds it. */
  versionOf(id: number): number | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.versions[slot];
  }

  /** Adds a product, or replaces what the index knew of it. */
  put(product: IndexedProduct) {
    this.remove(product.id);
    const slot = this.count++;
    this.grow(this.count);
    this.slots.set(product.id, slot);
    this.productIds[slot] = product.id;
    this.subCategories[slot] = product.subCategoryId;
    this.accounts[slot] = product.accountId;
    this.locations[slot] = this.locationId(product.location);
    this.prices[slot] = product.price;
    const bucket = priceBuckets.findIndex((range) => product.price >= range.min && product.price < range.max);
    this.buckets[slot] = bucket < 0 ? priceBuckets.length : bucket;
    this.maxSubCategory = Math.max(this.maxSubCategory, product.subCategoryId);
    this.createdAt[slot] = product.createdAt;
    this.listedSeconds[slot] = Math.max(0, Math.min(SECOND_BITS - 1, Math.floor((product.createdAt - SECONDS_FROM) / 1000)));
    this.versions[slot] = product.version;
    this.flags[slot] = 1 | (product.inStock ? 2 : 0) | (product.promoted ? 4 : 0);
    let length = 0;
    for (const { lexeme, inName, occurrences, weight, nameAt } of product.lexemes) {
      length += occurrences;
      let postings = this.postings.get(lexeme);
      if (!postings) {
        postings = { frozen: new Int32Array(0), added: [], frozenNameAt: new Uint16Array(0), addedNameAt: [] };
        this.postings.set(lexeme, postings);
        this.sortedLexemes.push(lexeme);
        this.lexemesSorted = false;
      }
      postings.added.push(slot * 32 + (Math.min(15, Math.round(weight * 4)) << 1) + (inName ? 1 : 0));
      postings.addedNameAt.push(Math.min(nameAt, 65_535));
    }
    this.norms[slot] = 1 / (1 + Math.log(Math.max(1, length)));
  }

  /** Forgets a product (withdrawn, unpublished, deleted). */
  remove(id: number) {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.flags[slot] = 0;
    this.slots.delete(id);
    this.dead += 1;
  }

  /** Packs postings added since the last call into typed arrays: a bulk load calls it once at the end. */
  freeze() {
    for (const postings of this.postings.values()) {
      if (postings.added.length === 0) continue;
      const frozen = new Int32Array(postings.frozen.length + postings.added.length);
      frozen.set(postings.frozen);
      frozen.set(postings.added, postings.frozen.length);
      postings.frozen = frozen;
      postings.added = [];
      const nameAt = new Uint16Array(frozen.length);
      nameAt.set(postings.frozenNameAt);
      nameAt.set(postings.addedNameAt, postings.frozenNameAt.length);
      postings.frozenNameAt = nameAt;
      postings.addedNameAt = [];
    }
  }

  search(query: IndexQuery): IndexAnswer {
    const { filter, text } = query;
    const scratch = this.scratchArrays();
    const ranking = text && query.order === 'relevance' ? { weights: scratch.weights.fill(0), firstAt: scratch.firstAt.fill(0) } : undefined;
    const matched = text ? this.evaluate(text.match, ranking) : undefined;
    const matches = matched?.all;
    // The matches passing every filter, in a buffer: pushing to an array costs five times more.
    const { results } = scratch;
    let found = 0;
    const promoted: number[] = [];
    const specificationCandidates: number[] = [];
    const across = new Int32Array(this.maxSubCategory + 1);
    const within = new Int32Array(this.maxSubCategory + 1);
    const locations = new Int32Array(this.locationNames.length);
    // One more bucket: prices outside every bucket are counted there, and left out.
    const prices = new Int32Array(priceBuckets.length + 1);
    const locationId = filter.location === undefined ? undefined : (this.locationIds.get(filter.location) ?? -1);
    const { categorySubCategories, subCategoryId, priceMin, priceMax, productIds: chosenIds, accountId } = filter;
    const { flags: allFlags, subCategories, prices: allPrices, locations: allLocations, productIds, accounts, buckets } = this;
    const visit = function visit(slot: number) {
      const flags = allFlags[slot]!;
      if ((flags & 1) === 0) return;
      const subCategory = subCategories[slot]!;
      const price = allPrices[slot]!;
      const location = allLocations[slot]!;
      let failed = 0;
      if (categorySubCategories !== undefined && !categorySubCategories.has(subCategory)) failed |= CATEGORY;
      if (subCategoryId !== undefined && subCategoryId !== subCategory) failed |= SUB_CATEGORY;
      if (locationId !== undefined && location !== locationId) failed |= LOCATION;
      if ((priceMin !== undefined && price < priceMin) || (priceMax !== undefined && price > priceMax)) failed |= PRICE;
      if (chosenIds !== undefined && !chosenIds.has(productIds[slot]!)) failed |= SPECIFICATION;
      if (accountId !== undefined && accounts[slot] !== accountId) failed |= OTHER;
      if (failed === 0) {
        across[subCategory]! += 1;
        within[subCategory]! += 1;
        locations[location]! += 1;
        prices[buckets[slot]!]! += 1;
        results[found++] = slot;
        if (flags & 4) promoted.push(productIds[slot]!);
        if (subCategoryId !== undefined) specificationCandidates.push(productIds[slot]!);
        return;
      }
      // A facet counts the products failing its own filter only.
      if ((failed & ~(CATEGORY | SUB_CATEGORY)) === 0) across[subCategory]! += 1;
      if ((failed & ~SUB_CATEGORY) === 0) within[subCategory]! += 1;
      if (failed === LOCATION) locations[location]! += 1;
      if (failed === PRICE) prices[buckets[slot]!]! += 1;
      // The specification facet is offered within a sub-category only.
      if (failed === SPECIFICATION && subCategoryId !== undefined) specificationCandidates.push(productIds[slot]!);
    };
    if (matches) {
      const { words } = matches;
      for (let at = 0; at < words.length; at++) {
        for (let word = words[at]!; word !== 0; word &= word - 1) visit(at * 32 + 31 - Math.clz32(word & -word));
      }
    } else for (let slot = 0; slot < this.count; slot++) visit(slot);
    const better = text && ranking && matched ? this.relevance(text, matched, ranking, results.subarray(0, found), query.offset + query.limit) : this.ordering(query.order);
    const page = best(results.subarray(0, found), query.offset + query.limit, better.compare, better.quick).slice(query.offset);
    const facets: IndexFacets = {
      acrossCategories: nonZero(across, (at) => at),
      withinCategory: nonZero(within, (at) => at),
      locations: nonZero(locations, (at) => this.locationNames[at]!),
      prices: [...prices.subarray(0, priceBuckets.length)],
      specificationCandidates,
    };
    return { ids: page.map((slot) => this.productIds[slot]!), total: found, promoted, facets };
  }

  /** Whether anything published matches the words, filters aside. */
  anyMatch(match: TextMatch): boolean {
    let found = false;
    this.evaluate(match).all.forEach((slot) => {
      if (this.flags[slot]! & 1) found = true;
    });
    return found;
  }

  /**
   * Relevance in stages, each breaking the ties of the one before (as Algolia's tie-breaking):
   * the kind of product the words name; every word in the brand or name rather than in category
   * or specification words; exact words rather than completions; in stock; the first word early
   * in both names; the words' weight in the product's text, over its length (as `ts_rank` with
   * normalization 1); then the newest.
   */
  private relevance(text: TextSearch, matched: Matched, { weights, firstAt }: { weights: Float32Array; firstAt: Uint16Array }, results: Int32Array, wanted: number) {
    // Written for every result before it is read: no need to clear it.
    const { keys } = this.scratchArrays();
    const { subCategories, flags, norms, listedSeconds, createdAt, productIds } = this;
    const named = new Uint8Array(this.maxSubCategory + 1);
    for (const kind of text.kinds) if (kind <= this.maxSubCategory) named[kind] = 1;
    const inName = matched.name.words;
    const exact = matched.exact.words;
    // The first stages are bits; the later ones (names, weights) are worked out only in the
    // best tiers of those bits that hold the first `wanted` products.
    const tiers = new Int32Array(16);
    for (let at = 0; at < results.length; at++) {
      const slot = results[at]!;
      const word = slot >>> 5;
      const bit = slot & 31;
      const tier = (named[subCategories[slot]!]! << 3) | (((inName[word]! >>> bit) & 1) << 2) | (((exact[word]! >>> bit) & 1) << 1) | ((flags[slot]! >>> 1) & 1);
      keys[slot] = tier;
      tiers[tier]! += 1;
    }
    let lowestTier = 15;
    for (let held = tiers[15]!; held < wanted && lowestTier > 0; ) held += tiers[--lowestTier]!;
    // A key is the stages in bits (tier, first word's place, weight), then the second it was
    // listed: one number settles nearly every comparison of a million matches. 20 bits of
    // stages and 33 of seconds: exact in a double (53 bits).
    for (let at = 0; at < results.length; at++) {
      const slot = results[at]!;
      const tier = keys[slot]!;
      let stages = tier << 16;
      if (tier >= lowestTier) {
        const position = Math.min(255, firstAt[slot] || 255);
        const weight = Math.min(255, Math.round(25 * weights[slot]! * norms[slot]!));
        stages |= ((255 - position) << 8) | weight;
      }
      keys[slot] = stages * SECOND_BITS + listedSeconds[slot]!;
    }
    return { compare: (a: number, b: number) => keys[b]! - keys[a]! || createdAt[b]! - createdAt[a]! || productIds[b]! - productIds[a]!, quick: { values: keys, descending: true, fromEnd: true } };
  }

  /** How `order` ranks slots: the comparison, and the number that settles most of them. */
  private ordering(order: IndexOrder): { compare: (a: number, b: number) => number; quick: Quick } {
    const ids = this.productIds;
    const created = this.createdAt;
    const prices = this.prices;
    switch (order) {
      case 'createdDate,asc':
        return { compare: (a, b) => created[a]! - created[b]! || ids[a]! - ids[b]!, quick: { values: created, descending: false } };
      case 'price,asc':
        return { compare: (a, b) => prices[a]! - prices[b]! || ids[a]! - ids[b]!, quick: { values: prices, descending: false } };
      case 'price,desc':
        return { compare: (a, b) => prices[b]! - prices[a]! || ids[b]! - ids[a]!, quick: { values: prices, descending: true, fromEnd: true } };
      default:
        return { compare: (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!, quick: { values: created, descending: true, fromEnd: true } };
    }
  }

  /**
   * Slots matching the text (every group, each by any alternative, each alternative all its
   * words), and for ranking: matching with words in the name only, and matching without the last
   * word's prefix. One pass over each lexeme's postings gives all three, and the words' weights.
   */
  private evaluate(match: TextMatch, ranking?: { weights: Float32Array; firstAt: Uint16Array }): Matched {
    // Nothing to match matches nothing: a word no configuration could read finds no product.
    const combine = (sets: Matched[], operator: 'and' | 'or'): Matched => {
      if (sets.length === 0) return { all: new Bitset(this.count), name: new Bitset(this.count), exact: new Bitset(this.count) };
      return sets.reduce((acc, set) => ({ all: acc.all[operator](set.all), name: acc.name[operator](set.name), exact: acc.exact[operator](set.exact) }));
    };
    const word = (first: boolean) => ({ forms, prefix }: WordMatch) =>
      combine(forms.map((form) => combine(form.map((lexeme) => this.lexemeSlots(lexeme, prefix, ranking?.weights, first ? ranking?.firstAt : undefined)), 'and')), 'or');
    return combine(match.map((group, at) => combine(group.map((words) => combine(words.map(word(at === 0)), 'and')), 'or')), 'and');
  }

  /**
   * Products holding the lexeme (or, with `prefix`, one it starts); adds its weight in each to
   * `weights` and keeps its first position in each name in `firstAt`.
   */
  private lexemeSlots(lexeme: string, prefix: boolean, weights?: Float32Array, firstAt?: Uint16Array): Matched {
    const matched: Matched = { all: new Bitset(this.count), name: new Bitset(this.count), exact: new Bitset(this.count) };
    const take = (word: string) => {
      const postings = this.postings.get(word);
      if (!postings) return;
      const exact = word === lexeme;
      for (const [list, nameAt] of [[postings.frozen, postings.frozenNameAt], [postings.added, postings.addedNameAt]] as const) {
        for (let i = 0; i < list.length; i++) {
          const entry = list[i]!;
          const slot = entry >>> 5;
          matched.all.add(slot);
          if (entry & 1) matched.name.add(slot);
          if (exact) matched.exact.add(slot);
          if (weights) weights[slot]! += ((entry >>> 1) & 15) / 4;
          const at = nameAt[i]!;
          if (firstAt && at > 0 && (firstAt[slot] === 0 || at < firstAt[slot]!)) firstAt[slot] = at;
        }
      }
    };
    if (!prefix) take(lexeme);
    else for (const word of this.lexemesStartingWith(lexeme)) take(word);
    return matched;
  }

  private *lexemesStartingWith(prefix: string) {
    if (!this.lexemesSorted) {
      this.sortedLexemes.sort();
      this.lexemesSorted = true;
    }
    let low = 0;
    let high = this.sortedLexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedLexemes[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.sortedLexemes.length && this.sortedLexemes[i]!.startsWith(prefix); i++) yield this.sortedLexemes[i]!;
  }

  /**
   * Working arrays of one search, a number per slot, kept between searches: allocating and
   * collecting 15 MB a search at a million products cost more than the search itself. A search
   * runs without awaiting anything, so one set serves them all.
   */
  private scratchArrays() {
    if (!this.scratch || this.scratch.results.length < this.count) {
      const size = this.capacity;
      this.scratch = { results: new Int32Array(size), keys: new Float64Array(size), weights: new Float32Array(size), firstAt: new Uint16Array(size) };
    }
    return this.scratch;
  }

  private locationId(location: string) {
    let id = this.locationIds.get(location);
    if (id === undefined) {
      id = this.locationNames.push(location) - 1;
      this.locationIds.set(location, id);
    }
    return id;
  }

  private grow(needed: number) {
    if (needed <= this.capacity) return;
    const capacity = Math.max(1_024, this.capacity * 2, needed);
    const resized = <T extends Int32Array | Float64Array | Float32Array | Uint8Array | Uint16Array>(array: T, make: (n: number) => T) => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.productIds = resized(this.productIds, (n) => new Int32Array(n));
    this.subCategories = resized(this.subCategories, (n) => new Int32Array(n));
    this.accounts = resized(this.accounts, (n) => new Int32Array(n));
    this.locations = resized(this.locations, (n) => new Int32Array(n));
    this.prices = resized(this.prices, (n) => new Float64Array(n));
    this.createdAt = resized(this.createdAt, (n) => new Float64Array(n));
    this.versions = resized(this.versions, (n) => new Float64Array(n));
    this.flags = resized(this.flags, (n) => new Uint8Array(n));
    this.norms = resized(this.norms, (n) => new Float32Array(n));
    this.listedSeconds = resized(this.listedSeconds, (n) => new Float64Array(n));
    this.buckets = resized(this.buckets, (n) => new Uint8Array(n));
    this.capacity = capacity;
  }
}

/** The counted keys of a counter array, by the key each position stands for. */
function nonZero<K>(counts: Int32Array, keyOf: (position: number) => K): Map<K, number> {
  const counted = new Map<K, number>();
  counts.forEach((count, position) => {
    if (count > 0) counted.set(keyOf(position), count);
  });
  return counted;
}


/** A number per item that orders items before `compare` is needed: ties and nearer calls go to `compare`. */
export interface Quick {
  values: ArrayLike<number>;
  descending: boolean;
  /**
   * Read the items from the last: when later items win ties (newer products, higher ids), the
   * first `k` read are already near the best and the rest are passed over, rather than each
   * newer one being inserted in turn.
   */
  fromEnd?: boolean;
}

/**
 * The first `k` of `items` by `compare`, in order, without sorting them all. With `quick`, an
 * item plainly behind the last kept one is passed over by one number comparison, the usual case
 * when a million products match and 24 are shown.
 */
export function best(items: ArrayLike<number>, k: number, compare: (a: number, b: number) => number, quick?: Quick): number[] {
  const kept: number[] = [];
  if (k <= 0) return kept;
  const values = quick?.values;
  const sign = quick?.descending ? 1 : -1;
  const last = items.length - 1;
  for (let at = 0; at <= last; at++) {
    const item = items[quick?.fromEnd ? last - at : at]!;
    if (kept.length === k) {
      const worst = kept[k - 1]!;
      if (values && sign * (values[item]! - values[worst]!) < 0) continue;
      if (compare(item, worst) >= 0) continue;
    }
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > k) kept.pop();
  }
  return kept;
}
