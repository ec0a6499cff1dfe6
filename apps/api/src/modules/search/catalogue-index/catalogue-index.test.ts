import { priceBuckets } from '@store/contracts/search-rules';
import { describe, expect, it } from 'vitest';
import { best, CatalogueIndex, type IndexedProduct, type TextSearch } from './catalogue-index.ts';
import { parseTsvector } from './tsvector.ts';

let nextId = 1;
function product(vector: string, overrides: Partial<IndexedProduct> = {}): IndexedProduct {
  const id = nextId++;
  return { id, subCategoryId: 1, accountId: 1, location: 'Dakar', price: 10_000, inStock: true, promoted: false, createdAt: id, lexemes: parseTsvector(vector), version: 1, ...overrides };
}

/** One word, in its one form, maybe a prefix. */
const words = (...typed: string[]): TextSearch => ({
  match: typed.map((word) => [[{ forms: [[word.replace('*', '')]], prefix: word.endsWith('*') }]]),
  kinds: new Set(),
});

const search = (index: CatalogueIndex, text: TextSearch | undefined, extra: Partial<Parameters<CatalogueIndex['search']>[0]> = {}) =>
  index.search({ text, filter: {}, order: 'relevance', offset: 0, limit: 10, ...extra });

describe('CatalogueIndex', () => {
  it('finds products holding every word, the last one also as a prefix', () => {
    const index = new CatalogueIndex();
    const phone = product("'samsung':1A 'galaxy':2A");
    const tv = product("'samsung':1A 'tv':2A");
    const other = product("'apple':1A 'iphon':2A");
    for (const item of [phone, tv, other]) index.put(item);
    expect(search(index, words('samsung', 'gal*')).ids).toEqual([phone.id]);
    expect(search(index, words('samsung')).total).toBe(2);
    expect(search(index, words('gal')).total).toBe(0);
  });

  it('ranks the kind named, then name matches, exact words, stock, the first word early, then the newest', () => {
    const index = new CatalogueIndex();
    const inCategoryWords = product("'sleev':1A 'laptop':2B");
    const outOfStock = product("'laptop':1A 'pro':2A", { inStock: false });
    const late = product("'bag':1A 'laptop':3A");
    const early = product("'laptop':1A 'air':2A");
    const kind = product("'thinkpad':1A 'x1':2A 'laptop':5A", { subCategoryId: 7 });
    for (const item of [inCategoryWords, outOfStock, late, early, kind]) index.put(item);
    const ranked = search(index, { ...words('laptop'), kinds: new Set([7]) }).ids;
    expect(ranked).toEqual([kind.id, early.id, late.id, outOfStock.id, inCategoryWords.id]);
  });

  it('filters, and counts each facet without its own filter', () => {
    const index = new CatalogueIndex();
    index.put(product("'tv':1A", { location: 'Dakar', price: 50_000, subCategoryId: 1 }));
    index.put(product("'tv':1A", { location: 'Abidjan', price: 50_000, subCategoryId: 1 }));
    index.put(product("'tv':1A", { location: 'Dakar', price: 900_000, subCategoryId: 2 }));
    const answer = search(index, words('tv'), { filter: { location: 'Dakar', priceMax: 100_000 } });
    expect(answer.total).toBe(1);
    expect(Object.fromEntries(answer.facets.locations)).toEqual({ Dakar: 1, Abidjan: 1 });
    expect(answer.facets.prices.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(answer.facets.prices).toHaveLength(priceBuckets.length);
    expect(Object.fromEntries(answer.facets.acrossCategories)).toEqual({ 1: 1 });
  });

  it('forgets a removed product and replaces a changed one', () => {
    const index = new CatalogueIndex();
    const item = product("'radio':1A");
    index.put(item);
    index.put({ ...item, lexemes: parseTsvector("'enceint':1A"), version: 2 });
    expect(search(index, words('radio')).total).toBe(0);
    expect(search(index, words('enceint')).ids).toEqual([item.id]);
    expect(index.versionOf(item.id)).toBe(2);
    index.remove(item.id);
    expect(search(index, words('enceint')).total).toBe(0);
    expect(index.size).toBe(0);
  });

  it('sorts by price and by date, and pages', () => {
    const index = new CatalogueIndex();
    const prices = [30, 10, 20];
    const items = prices.map((price) => product("'cable':1A", { price }));
    for (const item of items) index.put(item);
    expect(search(index, words('cable'), { order: 'price,asc' }).ids).toEqual([items[1]!.id, items[2]!.id, items[0]!.id]);
    expect(search(index, undefined, { order: 'createdDate,desc', offset: 1, limit: 1 }).ids).toEqual([items[1]!.id]);
  });
});

describe('best', () => {
  it('keeps the first k in order without sorting everything', () => {
    expect(best([5, 3, 9, 1, 7], 3, (a, b) => a - b)).toEqual([1, 3, 5]);
    expect(best([5, 3], 0, (a, b) => a - b)).toEqual([]);
  });
});
