import { foldText } from '@store/contracts/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

interface Result {
  items: { slug: string; name: string; brand: string; location: string; quantity: number; defaultCurrencyPrice: number; subCategory: { categoryId: number } }[];
  total: number;
  correctedQuery: string | null;
  relaxedQuery: string | null;
  facets: { categories: { value: string; count: number }[]; locations: { value: string; count: number }[]; prices: { min: number; max: number; count: number }[] };
}

let api: TestApi;
let catalogue: { slug: string; name: string; brand: string }[];
beforeAll(async () => {
  api = await createTestApi();
  catalogue = (await api.app.inject({ url: '/store/api/v1/products?size=48&lang=fr' })).json();
  catalogue.push(...(await api.app.inject({ url: '/store/api/v1/products?size=48&page=1&lang=fr' })).json<typeof catalogue>());
});
afterAll(() => api.close());

async function search(query: string) {
  const response = await api.app.inject({ url: `/store/api/v1/products/search?${query}` });
  return { response, body: response.json<Result>() };
}

describe('GET /store/api/v1/products/search', () => {
  it('finds a product by a word of its name, with total, facets and paging headers', async () => {
    const brand = catalogue[0]?.brand ?? '';
    const { response, body } = await search(`q=${encodeURIComponent(brand)}&size=9`);
    expect(response.statusCode).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((item) => item.brand === brand || foldText(item.name).includes(foldText(brand)))).toBe(true);
    expect(response.headers['x-total-count']).toBe(String(body.total));
    expect(body.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(body.total);
    expect(body.facets.prices.reduce((sum, p) => sum + p.count, 0)).toBe(body.total);
  });

  it('ignores accents and case: a word typed without its accent finds the accented name', async () => {
    const accented = catalogue.flatMap((p) => p.name.split(/\s+/)).find((word) => /[éèêàçôûÉ]/.test(word) && word.length >= 5);
    expect(accented, 'the seed names some products with accented French words').toBeDefined();
    const plain = foldText(accented ?? '').toUpperCase();
    const { body } = await search(`q=${encodeURIComponent(plain)}&lang=fr`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.some((item) => foldText(item.name).includes(foldText(accented ?? '')))).toBe(true);
  });

  it('is plural aware: the plural of a French name word finds the singular', async () => {
    const { body } = await search('q=ordinateurs&lang=fr');
    expect(body.total).toBeGreaterThan(0);
    expect(body.correctedQuery).toBeNull();
  });

  it('corrects typos: two swapped letters of a brand still find it', async () => {
    const brand = catalogue.map((p) => p.brand).find((b) => b.length >= 6 && /^[a-z]+$/i.test(b)) ?? '';
    const typo = brand.slice(0, 2) + brand[3] + brand[2] + brand.slice(4);
    const { body } = await search(`q=${encodeURIComponent(typo)}`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.correctedQuery).toBe(brand.toLowerCase());
    expect(body.items.some((item) => item.brand === brand)).toBe(true);
  });

  it('matches the last word as a prefix, as the popup does, without correcting it', async () => {
    for (const [typed, expected] of [
      ['ecout', /[ée]couteurs/i],
      ['ordi', /ordinateur|laptop|HP|Lenovo/i],
      ['sams', /samsung/i],
      ['casque gaming sans fi', /casque gaming sans fil/i],
    ] as const) {
      const { body } = await search(`q=${encodeURIComponent(typed)}&lang=fr`);
      expect(body.total, typed).toBeGreaterThan(0);
      expect(body.correctedQuery, typed).toBeNull();
      expect(body.relaxedQuery, typed).toBeNull();
      expect(body.items[0]?.name, typed).toMatch(expected);
    }
  });

  it('does not "correct" a real word the catalogue lacks: disk is not a typo of disc', async () => {
    const { body } = await search('q=disk&lang=en');
    expect(body.correctedQuery).not.toBe('disc');
  });

  it('finds a quantity typed joined: disque dur 1to finds the 1 To drives', async () => {
    const { body } = await search('q=disque%20dur%201to&lang=fr');
    expect(body.total).toBeGreaterThan(0);
    expect(body.relaxedQuery).toBeNull();
    expect(body.items.every((item) => /1 To/.test(item.name))).toBe(true);
  });

  it('reads a letter and the number after it as a model, and a lone digit as a word: galaxy a 15, ryzen 5', async () => {
    const model = await search('q=galaxy%20a%2015&lang=fr');
    expect(model.body.relaxedQuery).toBeNull();
    expect(model.body.items.map((item) => item.name)).toEqual([expect.stringMatching(/Galaxy A15/)]);
    const digit = await search('q=ryzen%205&lang=fr');
    expect(digit.body.relaxedQuery).toBeNull();
    expect(digit.body.items.length).toBeGreaterThan(0);
    expect(digit.body.items.every((item) => /Ryzen 5/.test(item.name))).toBe(true);
    // No Ryzen 7 in this catalogue: the page says it shows Ryzen products instead.
    const absent = await search('q=ryzen%207&lang=fr');
    expect(absent.body.relaxedQuery).toBe('ryzen');
  });

  it('drops words from the end when all the words find nothing, and says which words it kept', async () => {
    const { body } = await search('q=casque%20gaming%20zzqxw&lang=fr');
    expect(body.relaxedQuery).toBe('casque gaming');
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((item) => /casque gaming/i.test(item.name))).toBe(true);
  });

  it('searches the synonyms of a word or phrase, in both languages', async () => {
    for (const [typed, expected] of [
      ['tele', /smart tv/i],
      ['pc portable', /ideapad|hp 250/i],
      ['casque bluetooth', /sony wh-/i],
      ['ps5', /playstation 5/i],
      ['earbuds', /airpods|freepods/i],
    ] as const) {
      const { body } = await search(`q=${encodeURIComponent(typed)}&lang=fr`);
      expect(body.correctedQuery, typed).toBeNull();
      expect(body.relaxedQuery, typed).toBeNull();
      expect(body.items.filter((item) => expected.test(item.name)).length, typed).toBeGreaterThanOrEqual(2);
    }
  });

  it('reads "pas cher" as a wish to sort by price, not as words', async () => {
    const { body } = await search('q=telephone%20pas%20cher&lang=fr');
    expect(body.total).toBeGreaterThan(0);
    expect(body.relaxedQuery).toBeNull();
    const prices = body.items.map((item) => item.defaultCurrencyPrice);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect((await search('q=telephone%20pas%20cher&lang=fr')).response.json<{ sort: string }>().sort).toBe('price,asc');
  });

  it('ranks the kind of product the search names before its accessories: laptop lists laptops first', async () => {
    const { body } = await search('q=laptop&lang=en');
    expect(body.items.slice(0, 2).map((item) => item.name)).toEqual(expect.arrayContaining([expect.stringMatching(/IdeaPad/), expect.stringMatching(/HP 250/)]));
    expect(body.items.slice(2).some((item) => /Laptop (Case|Stand|Charger)/.test(item.name))).toBe(true);
  });

  it('ranks a match in the name, early, before one in category words', async () => {
    const { body } = await search('q=casque&lang=fr');
    const named = body.items.filter((item) => /^Casque/.test(item.name));
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(body.items.slice(0, named.length)).toEqual(named);
    expect(body.items.some((item) => /Sony WH-/.test(item.name))).toBe(true);
  });

  it('ranks products in stock before those out of stock', async () => {
    const { body } = await search('q=jbl&lang=en');
    const stocked = body.items.map((item) => item.quantity > 0);
    expect(stocked).toContain(false);
    expect(stocked).toEqual([...stocked].sort((a, b) => Number(b) - Number(a)));
  });

  it('ranks an exact word (a model name) before words it only starts', async () => {
    const { body } = await search('q=tab&lang=en');
    const exact = body.items.filter((item) => /\bTab\b/.test(item.name));
    expect(exact.length).toBeGreaterThanOrEqual(2);
    expect(body.items.slice(0, exact.length)).toEqual(exact);
    expect(body.items.length).toBeGreaterThan(exact.length);
  });

  it('searches specification values with their units, and a yes/no specification by its name', async () => {
    const drives = (await search('q=1%20to&lang=fr')).body;
    expect(drives.items.map((item) => item.name)).toEqual(expect.arrayContaining([expect.stringMatching(/My Passport/), expect.stringMatching(/990 PRO/)]));
    const tvs = (await search('q=tv%2043%20pouces&lang=fr')).body;
    expect(tvs.items.slice(0, 2).every((item) => /43 pouces/.test(item.name))).toBe(true);
    const quiet = (await search('q=noise%20cancelling&lang=en')).body.items.map((item) => item.name);
    expect(quiet).toEqual(expect.arrayContaining(['Sony WH-1000XM5', 'Apple AirPods Pro 2', 'Oraimo FreePods 4']));
    expect(quiet).not.toContain('Sony WH-CH520');
    const wifi = (await search('q=imprimante%20wifi&lang=fr')).body;
    expect(wifi.total).toBeGreaterThan(0);
    expect(wifi.relaxedQuery).toBeNull();
  });

  it('combines repeated q values, and filters by category, location and CFA price range', async () => {
    const all = (await search('size=24')).body;
    const category = all.facets.categories[0]?.value ?? '';
    const location = all.facets.locations[0]?.value ?? '';
    const filtered = (await search(`category=${category}&location=${encodeURIComponent(location)}&priceMin=1000&priceMax=400000&size=24`)).body;
    for (const item of filtered.items) {
      expect(item.location).toBe(location);
      expect(item.defaultCurrencyPrice).toBeGreaterThanOrEqual(1000);
      expect(item.defaultCurrencyPrice).toBeLessThanOrEqual(400000);
    }
    // Both q values are searched together: the unknown second word finds nothing, so it is dropped and said so.
    const both = (await search(`q=${encodeURIComponent(catalogue[0]?.brand ?? '')}&q=zzzqqq`)).body;
    expect(both.relaxedQuery).toBe(foldText(catalogue[0]?.brand ?? ''));
    expect(both.total).toBeGreaterThan(0);
  });

  it('sorts by CFA price both ways and by newest', async () => {
    const asc = (await search('sort=price,asc&size=24')).body.items.map((i) => i.defaultCurrencyPrice);
    expect([...asc].sort((a, b) => a - b)).toEqual(asc);
    const desc = (await search('sort=price,desc&size=24')).body.items.map((i) => i.defaultCurrencyPrice);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
  });

  it('answers bad input with 400 or a clamped value, never a 500 or SQL', async () => {
    for (const query of ['sort=drop%20table', 'size=-1', 'page=-2', `q=${'x'.repeat(2000)}`, 'priceMin=-5', 'priceMin=900&priceMax=10', 'spec=%27%3B--']) {
      const { response } = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request/invalid' });
      expect(response.body.toLowerCase()).not.toMatch(/select|syntax error/);
    }
    for (const query of ['q=a', 'q=', 'q=%27%22%3B--%20drop', 'size=100000'.replace('100000', '500'), 'category=unknown-category']) {
      const { response } = await search(query);
      expect(response.statusCode, query).toBe(200);
    }
    expect((await search('size=500')).body.items.length).toBeLessThanOrEqual(24);
    expect((await search('category=unknown-category')).body.total).toBe(0);
  });
});

describe('GET /store/api/v1/products/search/suggestions', () => {
  it('suggests categories (at most 10) and up to 3 products from 2 characters, the last word as a prefix', async () => {
    const prefix = foldText(catalogue[0]?.brand ?? '').slice(0, 3);
    const response = await api.app.inject({ url: `/store/api/v1/products/search/suggestions?q=${prefix}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ categories: unknown[]; products: unknown[] }>();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(3);
    const categories = (await api.app.inject({ url: '/store/api/v1/products/search/suggestions?q=ordi&lang=fr' })).json<{ categories: { name: string }[] }>();
    expect(categories.categories.length).toBeGreaterThan(0);
    expect(categories.categories.length).toBeLessThanOrEqual(10);
  });

  it('agrees with the results page: its products are the page\'s first three, for prefixes, synonyms and relaxed words', async () => {
    for (const typed of ['ecout', 'sams', 'laptop', 'casque bluetooth', 'pc portable', 'noise cancelling', 'casque gaming zzqxw']) {
      const page = (await search(`q=${encodeURIComponent(typed)}&lang=fr`)).body;
      const popup = (await api.app.inject({ url: `/store/api/v1/products/search/suggestions?q=${encodeURIComponent(typed)}&lang=fr` })).json<{ products: { slug: string }[] }>();
      expect(popup.products.map((product) => product.slug), typed).toEqual(page.items.slice(0, 3).map((item) => item.slug));
      expect(popup.products.length, typed).toBeGreaterThan(0);
    }
  });

  it('suggests the sub-categories a word names through its synonyms: tele suggests Téléviseurs', async () => {
    const body = (await api.app.inject({ url: '/store/api/v1/products/search/suggestions?q=tele&lang=fr' })).json<{ categories: { name: string; kind: string }[] }>();
    expect(body.categories).toContainEqual(expect.objectContaining({ name: 'Téléviseurs', kind: 'subCategory' }));
  });

  it('answers nothing below 2 characters', async () => {
    const body = (await api.app.inject({ url: '/store/api/v1/products/search/suggestions?q=%20a%20' })).json();
    expect(body).toEqual({ categories: [], products: [] });
  });
});
