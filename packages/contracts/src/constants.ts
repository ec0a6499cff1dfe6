import type { Language } from './locale.ts';

/*
 * Business constants of spec §9. Languages and currencies live in locale.ts.
 * Anything a page, the API and a test must agree on is named here, once.
 */

// Listing sizes

/** Products per row of a home page section. */
export const HOME_ROW_SIZE = 9;
/** Page sizes offered on /search-product (the `size` parameter). */
export const SEARCH_PAGE_SIZES = [9, 16, 24] as const;
export type SearchPageSize = (typeof SEARCH_PAGE_SIZES)[number];
/** Page size when the URL does not give a supported one. */
export const DEFAULT_SEARCH_PAGE_SIZE: SearchPageSize = 9;

// Session and cart

/** A client session expires this long after its creation (spec §4). */
export const SESSION_LIFETIME_MINUTES = 60;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_MINUTES * 60_000;
/** The cart timer counts down from this many seconds. */
export const CART_TIMER_SECONDS = 300;
/** Highest quantity of one cart line when the item gives no maximum of its own. */
export const CART_ITEM_MAX_QUANTITY_DEFAULT = 1000;
/** Search and localization histories keep this many entries, newest first. */
export const HISTORY_LENGTH = 5;

// Prices and uploads

/** Lowest accepted price, in CFA (which has no minor unit). */
export const PRICE_MIN = 500;
/** Highest accepted price, in CFA. */
export const PRICE_MAX = 500_000_000;
/** Largest image upload accepted, in bytes (8 MiB). */
export const UPLOAD_MAX_BYTES = 8_388_608;
/**
 * A second size limit defined by the original product (about 1 MB). Spec §5 does not say
 * what it applies to, so nothing enforces it yet; kept so the value is not lost.
 */
export const UPLOAD_SECONDARY_MAX_BYTES = 1_088_608;

// Search

/** The header search popup opens from this many trimmed characters; local suggestion and category text search use the same minimum. */
export const SEARCH_MIN_CHARS = 2;
/** Delay after the last keystroke before the popup searches. */
export const SEARCH_DEBOUNCE_MS = 300;
/** At most this many category or text suggestions are shown. */
export const SUGGESTIONS_MAX = 10;
/** The search popup suggests at most this many products. */
export const SEARCH_POPUP_MAX_PRODUCTS = 3;
/** Sort directions accepted in `sort=field,direction`. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** The `sort` value of the header Deals link: newest first. */
export const DEALS_SORT = 'createdDate,desc';

// Interface timings and geometry

/** Alerts close by themselves after this delay. */
export const ALERT_TIMEOUT_MS = 5000;
/** Alerts stack in this corner. */
export const ALERT_POSITION = 'top-right';
/** Dates exchanged and validated as calendar days. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** The top bar gets its shadow once the page is scrolled further than this. */
export const SCROLL_SHADOW_PX = 40;
/** The off-canvas mobile menu closes when the window grows wider than this. */
export const MOBILE_MENU_BREAKPOINT_PX = 768;
/** Minimum delay between two handled scroll events. */
export const SCROLL_THROTTLE_MS = 10;
/** Minimum delay between two handled resize events. */
export const RESIZE_THROTTLE_MS = 30;
/** Anchor scrolling leaves this much room for the sticky header. */
export const ANCHOR_SCROLL_OFFSET_PX = 100;
/** The greeting with the first name is truncated at this width. */
export const GREETING_MAX_WIDTH_PX = 100;
/** Year shown in "All rights reserved" when the current year cannot be read. */
export const FALLBACK_YEAR = 2023;

// Account

/** Contact-message reason code that means "delete my account" (spec §4). */
export const ACCOUNT_DELETION_REASON_CODE = 9;

// Language guessing

/**
 * Countries (ISO 3166-1 alpha-2) whose visitors get English when neither the URL nor the
 * browser settles the language; every other country gets French, the default. Canada is
 * bilingual but mostly English-speaking, so it is listed.
 */
export const ENGLISH_SPEAKING_COUNTRIES = [
  'US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'JM', 'TT', 'BS', 'BB',
  'GH', 'NG', 'LR', 'SL', 'GM', 'KE', 'UG', 'TZ', 'ZA', 'ZM',
  'ZW', 'BW', 'NA', 'MW', 'SS', 'SG', 'IN', 'PH', 'MT',
] as const;

/** The interface language guessed from a geolocation country code (spec §4). */
export function languageForCountry(country: string | null | undefined): Language {
  const code = country?.trim().toUpperCase() ?? '';
  return ENGLISH_SPEAKING_COUNTRIES.some((c) => c === code) ? 'en' : 'fr';
}
