import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_REASON_CODE,
  ALERT_TIMEOUT_MS,
  CART_ITEM_MAX_QUANTITY_DEFAULT,
  CART_TIMER_SECONDS,
  DEALS_SORT,
  DEFAULT_SEARCH_PAGE_SIZE,
  HISTORY_LENGTH,
  HOME_ROW_SIZE,
  languageForCountry,
  MOBILE_MENU_BREAKPOINT_PX,
  PRICE_MAX,
  PRICE_MIN,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SEARCH_PAGE_SIZES,
  SEARCH_POPUP_MAX_PRODUCTS,
  SESSION_LIFETIME_MS,
  SORT_DIRECTIONS,
  SUGGESTIONS_MAX,
  UPLOAD_MAX_BYTES,
} from './constants.ts';

describe('listing sizes', () => {
  it('shows 9 products per home row and offers 9, 16 or 24 per search page, 9 by default', () => {
    expect(HOME_ROW_SIZE).toBe(9);
    expect(SEARCH_PAGE_SIZES).toEqual([9, 16, 24]);
    expect(SEARCH_PAGE_SIZES).toContain(DEFAULT_SEARCH_PAGE_SIZE);
    expect(DEFAULT_SEARCH_PAGE_SIZE).toBe(9);
  });
});

describe('limits of spec §9', () => {
  it('keeps a session for one hour and counts the cart timer down from five minutes', () => {
    expect(SESSION_LIFETIME_MS).toBe(60 * 60 * 1000);
    expect(CART_TIMER_SECONDS).toBe(300);
  });
  it('caps a cart line at 1000 units and keeps 5 history entries', () => {
    expect(CART_ITEM_MAX_QUANTITY_DEFAULT).toBe(1000);
    expect(HISTORY_LENGTH).toBe(5);
  });
  it('accepts prices from 500 to 500 000 000 CFA and uploads up to 8 MiB', () => {
    expect([PRICE_MIN, PRICE_MAX]).toEqual([500, 500_000_000]);
    expect(UPLOAD_MAX_BYTES).toBe(8 * 1024 * 1024);
  });
  it('opens the search popup from 2 characters after 300 ms, with 3 products and 10 suggestions', () => {
    expect([SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS, SEARCH_POPUP_MAX_PRODUCTS, SUGGESTIONS_MAX]).toEqual([2, 300, 3, 10]);
  });
  it('sorts deals newest first with one of the two sort directions', () => {
    expect(SORT_DIRECTIONS).toEqual(['asc', 'desc']);
    const [field, direction] = DEALS_SORT.split(',');
    expect(field).toBe('createdDate');
    expect(SORT_DIRECTIONS).toContain(direction);
  });
  it('closes alerts after 5 s, collapses the menu at 768 px and sends deletions as reason 9', () => {
    expect(ALERT_TIMEOUT_MS).toBe(5000);
    expect(MOBILE_MENU_BREAKPOINT_PX).toBe(768);
    expect(ACCOUNT_DELETION_REASON_CODE).toBe(9);
  });
});

describe('languageForCountry', () => {
  it('gives English to visitors from English-speaking countries', () => {
    for (const country of ['US', 'GB', 'CA', 'GH', 'NG']) expect(languageForCountry(country)).toBe('en');
  });
  it('accepts a lower-case or padded country code', () => {
    expect(languageForCountry(' gh ')).toBe('en');
  });
  it('gives French everywhere else and when the country is unknown', () => {
    for (const country of ['CI', 'SN', 'FR', 'CM', '', null, undefined]) expect(languageForCountry(country)).toBe('fr');
  });
});
