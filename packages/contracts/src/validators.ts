import { PRICE_MAX, PRICE_MIN, SEARCH_MIN_CHARS, SUGGESTIONS_MAX, UPLOAD_MAX_BYTES } from './constants.ts';
import { convertMoney, type ExchangeRates, type Money } from './money.ts';

/*
 * The form rules of spec §5 as pure functions. Validators follow the "null when valid,
 * an error object when not" convention so a form can show one message per error key,
 * translated by the page (error keys are never shown raw). No zod here, so pages can use them
 * in the browser: the zod schemas built on these rules are in validator-schemas.ts.
 */

// Passwords

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work a single request can ask for. */
export const PASSWORD_MAX_LENGTH = 100;

export type PasswordMismatch = { nopasswordmatch: true };

/** Spec §5: the confirmation must equal the password. */
export function passwordsMatch(password: string, confirmPassword: string): PasswordMismatch | null {
  return password === confirmPassword ? null : { nopasswordmatch: true };
}

/** Which registration checks a password passes, for a checklist shown while typing. */
export interface PasswordChecks {
  minLength: boolean;
  hasLetter: boolean;
  hasDigit: boolean;
}

/** A password needs a letter and a digit, of any script; validator-schemas.ts checks the same with messages. */
export const PASSWORD_LETTER = /\p{L}/u;
export const PASSWORD_DIGIT = /\p{Nd}/u;

export function passwordChecks(password: string): PasswordChecks {
  return { minLength: [...password].length >= PASSWORD_MIN_LENGTH, hasLetter: PASSWORD_LETTER.test(password), hasDigit: PASSWORD_DIGIT.test(password) };
}

export function isStrongPassword(password: string): boolean {
  const checks = passwordChecks(password);
  return checks.minLength && checks.hasLetter && checks.hasDigit;
}

// Dates

export type DateInput = Date | string | null | undefined;
export type DateMinError = { dateMin: { min: string; actual: string } };
export type DateMaxError = { dateMax: { max: string; actual: string } };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as YYYY-MM-DD. Date objects are read in local time, the way a date
 * picker builds them; strings must already be a real YYYY-MM-DD day. Undefined otherwise.
 */
export function toIsoDay(value: DateInput): string | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const match = typeof value === 'string' ? ISO_DAY.exec(value.trim()) : null;
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  // Rejects 2024-02-30 and the like, which Date would silently roll over.
  return date.getUTCMonth() === (m ?? 0) - 1 && date.getUTCDate() === d ? match[0] : undefined;
}

function requireIsoDay(limit: Date | string): string {
  const day = toIsoDay(limit);
  if (!day) throw new RangeError(`Invalid date limit: ${String(limit)}`);
  return day;
}

/**
 * Spec §5 minimum date. An empty or unreadable value passes: that is the job of a
 * required rule, and a date input never produces an unreadable value.
 */
export function dateMin(limit: Date | string): (value: DateInput) => DateMinError | null {
  const min = requireIsoDay(limit);
  return (value) => {
    const actual = toIsoDay(value);
    return actual !== undefined && actual < min ? { dateMin: { min, actual } } : null;
  };
}

/** Spec §5 maximum date; same conventions as `dateMin`. */
export function dateMax(limit: Date | string): (value: DateInput) => DateMaxError | null {
  const max = requireIsoDay(limit);
  return (value) => {
    const actual = toIsoDay(value);
    return actual !== undefined && actual > max ? { dateMax: { max, actual } } : null;
  };
}

// Search

/** Spec §5: a search term is required (blank does not count). */
export function isSearchTermValid(term: string | null | undefined): boolean {
  return (term ?? '').trim().length > 0;
}

/** The header popup opens only from 2 trimmed characters. */
export function shouldOpenSearchPopup(term: string | null | undefined): boolean {
  return (term ?? '').trim().length >= SEARCH_MIN_CHARS;
}

/** Lower case without accents, so "ecran" finds "Écran". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Up to 10 items whose text contains `text` (2+ characters, case and accents ignored). */
export function suggestLocally<T>(items: readonly T[], text: string, getText: (item: T) => string): T[] {
  const needle = foldText(text.trim());
  if (needle.length < SEARCH_MIN_CHARS) return [];
  const matches: T[] = [];
  for (const item of items) {
    if (matches.length >= SUGGESTIONS_MAX) break;
    if (foldText(getText(item)).includes(needle)) matches.push(item);
  }
  return matches;
}

/** Category text search of spec §5: same rule as `suggestLocally`, on a category name. */
export function filterCategoriesByText<T>(categories: readonly T[], text: string, getName: (category: T) => string): T[] {
  return suggestLocally(categories, text, getName);
}

// Image uploads

/** Spec §5 allowed types. `image/jpg` is not a registered type but some browsers report it. */
export const UPLOAD_ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/apng', 'image/jpg', 'image/bmp', 'application/json'] as const;
export type UploadType = (typeof UPLOAD_ALLOWED_TYPES)[number];
/** The `accept` attribute of file inputs. */
export const UPLOAD_ACCEPT = UPLOAD_ALLOWED_TYPES.join(',');

export const uploadErrorCodes = ['upload/type-not-allowed', 'upload/too-large'] as const;
export type UploadErrorCode = (typeof uploadErrorCodes)[number];

export function isAllowedUploadType(type: string): type is UploadType {
  const normalized = type.trim().toLowerCase();
  return UPLOAD_ALLOWED_TYPES.some((allowed) => allowed === normalized);
}

/** Checks a File-like value before sending it: type first, then size. */
export function checkUpload(file: { type: string; size: number }): UploadErrorCode | null {
  if (!isAllowedUploadType(file.type)) return 'upload/type-not-allowed';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload/too-large';
  return null;
}

// Prices

export const priceErrorCodes = ['price/too-low', 'price/too-high'] as const;
export type PriceErrorCode = (typeof priceErrorCodes)[number];

/** Limits are in CFA; a EUR or USD price is converted first, so the same rule holds in every currency. */
export function checkPrice(price: Money, rates: ExchangeRates): PriceErrorCode | null {
  const cfa = convertMoney(price, 'CFA', rates).amount;
  if (cfa < PRICE_MIN) return 'price/too-low';
  if (cfa > PRICE_MAX) return 'price/too-high';
  return null;
}

/**
 * Stops of the price-range slider, as percentages of PRICE_MAX. A linear slider from 500
 * to 500 000 000 CFA would spend almost all its travel on prices nobody searches, so the
 * stops follow a 1-2-5 series: 0.001% = 5 000 CFA, 0.01% = 50 000, 0.1% = 500 000,
 * 1% = 5 000 000 and 100% = PRICE_MAX. Stop 0 is PRICE_MIN.
 */
export const priceSteps = [0, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;

/** The CFA amount of a slider stop; never below PRICE_MIN nor above PRICE_MAX. */
export function priceAtStep(percentage: number): number {
  const amount = Math.round((PRICE_MAX * percentage) / 100);
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, amount));
}

/** Index of the highest stop not above a CFA amount, to place the slider from a URL. */
export function stepIndexForPrice(amountCfa: number): number {
  let index = 0;
  priceSteps.forEach((percentage, i) => {
    if (priceAtStep(percentage) <= amountCfa) index = i;
  });
  return index;
}
