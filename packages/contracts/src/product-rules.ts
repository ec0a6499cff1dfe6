import { PRICE_MAX, PRICE_MIN } from './constants.ts';

/*
 * A seller's listing: its limits and what it needs before it can be published. Safe for the
 * browser (the body schemas are in seller-products.ts): the publishing form shows the same
 * checklist the API enforces.
 */

export const PRODUCT_PICTURES_MAX = 8;
export const PRODUCT_NAME_MAX = 150;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const BRAND_MAX = 60;
export const SPECIFICATION_VALUE_MAX = 100;
/** Units on hand a listing may announce. */
export const STOCK_MAX = 100_000;
/** Below or at this stock, left by an order, the seller is warned (each listing may set its own). */
export const LOW_STOCK_THRESHOLD_DEFAULT = 2;
/** The widest side a product picture is kept at (the browser resizes to it before sending). */
export const PRODUCT_PICTURE_MAX_SIDE = 1600;

/** Price limits of spec §5, in CFA: a price in euros or dollars is checked once converted. */
export { PRICE_MAX, PRICE_MIN };

/** What a listing is checked on before it is published; the API refuses to publish without the `required` ones. */
export interface ListingDraft {
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  /** The price in CFA, or null when none or not yet converted. */
  defaultCurrencyPrice: number | null;
  pictures: number;
  /** Required specifications of the sub-category left without a value. */
  missingRequiredSpecifications: number;
  /** Specifications of the sub-category, and how many have a value. */
  specifications: number;
  specificationsGiven: number;
}

/** What a listing says, as the checklist reads it. */
export interface ListingText {
  nameFr?: string;
  nameEn?: string;
  descriptionFr?: string;
  descriptionEn?: string;
}

/**
 * The draft the checklist reads: a listing's text and CFA price, its picture count, and its
 * sub-category's specifications with whether each has a value.
 */
export function listingDraft(
  listing: ListingText,
  defaultCurrencyPrice: number | null,
  pictures: number,
  specifications: readonly { code: string; required: boolean }[],
  given: (code: string) => boolean,
): ListingDraft {
  return {
    nameFr: listing.nameFr ?? '',
    nameEn: listing.nameEn ?? '',
    descriptionFr: listing.descriptionFr ?? '',
    descriptionEn: listing.descriptionEn ?? '',
    defaultCurrencyPrice,
    pictures,
    missingRequiredSpecifications: specifications.filter((spec) => spec.required && !given(spec.code)).length,
    specifications: specifications.length,
    specificationsGiven: specifications.filter((spec) => given(spec.code)).length,
  };
}

export const listingChecks = ['name', 'price', 'picture', 'requiredSpecifications', 'bothLanguages', 'description', 'threePictures', 'allSpecifications'] as const;
export type ListingCheck = (typeof listingChecks)[number];

/** The checks a listing must pass to be published; the others make it better (the quality score). */
export const requiredListingChecks: readonly ListingCheck[] = ['name', 'price', 'picture', 'requiredSpecifications'];

const DESCRIPTION_MIN = 80;

/** Spec §5's price limits, on the price in CFA. */
export const priceWithinLimits = (defaultCurrencyPrice: number) => defaultCurrencyPrice >= PRICE_MIN && defaultCurrencyPrice <= PRICE_MAX;

/** Which checks a listing passes. */
export function listingCheckResults(draft: ListingDraft): Record<ListingCheck, boolean> {
  const named = (text: string) => text.trim().length > 0;
  const described = (text: string) => text.trim().length >= DESCRIPTION_MIN;
  return {
    name: named(draft.nameFr) || named(draft.nameEn),
    price: draft.defaultCurrencyPrice !== null && priceWithinLimits(draft.defaultCurrencyPrice),
    picture: draft.pictures > 0,
    requiredSpecifications: draft.missingRequiredSpecifications === 0,
    bothLanguages: named(draft.nameFr) && named(draft.nameEn),
    description: described(draft.descriptionFr) || described(draft.descriptionEn),
    threePictures: draft.pictures >= 3,
    allSpecifications: draft.specificationsGiven >= draft.specifications,
  };
}

/** The listing-quality score, 0 to 100: every check counts, the required ones twice. */
export function listingScore(draft: ListingDraft): number {
  const results = listingCheckResults(draft);
  const weight = (check: ListingCheck) => (requiredListingChecks.includes(check) ? 2 : 1);
  const total = listingChecks.reduce((sum, check) => sum + weight(check), 0);
  const passed = listingChecks.reduce((sum, check) => sum + (results[check] ? weight(check) : 0), 0);
  return Math.round((passed / total) * 100);
}

/** The required checks a listing fails: empty when it may be published. */
export function publishingBlockers(draft: ListingDraft): ListingCheck[] {
  const results = listingCheckResults(draft);
  return requiredListingChecks.filter((check) => !results[check]);
}
