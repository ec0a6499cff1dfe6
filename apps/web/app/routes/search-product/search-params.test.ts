import { describe, expect, it } from 'vitest';
import { sanitizeSearchParams } from './search-params.server.ts';
import { priceRangeReversed, searchHref, toggleSpecHref } from './search-params.ts';

describe('sanitizeSearchParams', () => {
  it('keeps a valid search as it is, with repeated q', () => {
    const params = sanitizeSearchParams(new URLSearchParams('q=samsung&q=galaxy&sort=price,asc&page=2'));
    expect(params.getAll('q')).toEqual(['samsung', 'galaxy']);
    expect(params.get('sort')).toBe('price,asc');
  });
  it('drops invalid values and unknown keys so the page shows its default', () => {
    const params = sanitizeSearchParams(new URLSearchParams('sort=drop table&size=-4&utm_source=x&q=tv'));
    expect(params.toString()).toBe('q=tv');
  });
  it('cuts a 2,000-character search to 200 characters', () => {
    expect(sanitizeSearchParams(new URLSearchParams({ q: 'a'.repeat(2000) })).get('q')).toHaveLength(200);
  });
});

describe('searchHref', () => {
  it('changes one filter and goes back to the first page', () => {
    const params = new URLSearchParams('q=tv&page=3&location=Dakar');
    expect(searchHref(params, 'location', 'Abidjan')).toBe('/search-product?q=tv&location=Abidjan');
    expect(searchHref(params, 'location', null)).toBe('/search-product?q=tv');
    expect(searchHref(params, 'page', '4', { keepPage: true })).toBe('/search-product?q=tv&location=Dakar&page=4');
  });
  it('forgets sub-category and specifications when the category changes', () => {
    const params = new URLSearchParams('category=a&subCategory=b&spec=ram:8');
    expect(searchHref(params, 'category', 'c')).toBe('/search-product?category=c');
  });
  it('toggles a specification value', () => {
    const on = toggleSpecHref(new URLSearchParams('subCategory=b'), 'ram:8');
    expect(on).toBe('/search-product?subCategory=b&spec=ram%3A8');
    expect(toggleSpecHref(new URLSearchParams(on.split('?')[1]), 'ram:8')).toBe('/search-product?subCategory=b');
  });
});

describe('priceRangeReversed', () => {
  it('is true only when both bounds are given and the minimum is above the maximum', () => {
    expect(priceRangeReversed(new URLSearchParams('priceMin=90000&priceMax=5000'))).toBe(true);
    expect(priceRangeReversed(new URLSearchParams('priceMin=5000&priceMax=90000'))).toBe(false);
    expect(priceRangeReversed(new URLSearchParams('priceMin=5000&priceMax=5000'))).toBe(false);
    expect(priceRangeReversed(new URLSearchParams('priceMin=90000'))).toBe(false);
  });
});
