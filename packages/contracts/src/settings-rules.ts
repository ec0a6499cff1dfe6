/*
 * Operator settings (issue #15 items 8 and 9), safe for the browser: the bounds of the USD
 * rate and of the platform token, and the pure checks the API and the pages share.
 */

/** The lowest and highest CFA per USD accepted: the rate has moved between about 450 and 750 since the CFA was pegged to the euro; these leave room for any real rate and refuse a slipped digit. */
export const USD_RATE_MIN = 100;
export const USD_RATE_MAX = 2000;
/** Decimals the rate keeps: money.ts converts with six (RATE_SCALE). */
export const USD_RATE_DECIMALS = 6;
/** An operator's note on a rate change. */
export const SETTING_NOTE_MAX = 200;

export type UsdRateProblem = 'currency/rate-invalid' | 'currency/rate-not-positive' | 'currency/rate-out-of-range' | 'currency/rate-too-precise';

const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * Reads a USD rate typed by an operator (`605.5` or `605,5`) as the exact decimal string the
 * store keeps (`605.5`: no leading zeros, no trailing fraction zeros), or says what is wrong.
 */
export function parseUsdRate(typed: string): { ok: true; value: string } | { ok: false; code: UsdRateProblem } {
  const text = typed.trim();
  if (!DECIMAL.test(text)) return { ok: false, code: 'currency/rate-invalid' };
  const unsigned = text.replace(/^[+-]/, '').replace(',', '.');
  const [wholeDigits = '0', fractionDigits = ''] = unsigned.split('.');
  const whole = wholeDigits.replace(/^0+(?=\d)/, '');
  const fraction = fractionDigits.replace(/0+$/, '');
  const negative = text.startsWith('-') && (/[1-9]/.test(whole) || fraction !== '');
  if (negative || (whole === '0' && fraction === '')) return { ok: false, code: 'currency/rate-not-positive' };
  if (fraction.length > USD_RATE_DECIMALS) return { ok: false, code: 'currency/rate-too-precise' };
  const value = fraction ? `${whole}.${fraction}` : whole;
  const number = Number(value);
  if (number < USD_RATE_MIN || number > USD_RATE_MAX) return { ok: false, code: 'currency/rate-out-of-range' };
  return { ok: true, value };
}

/** The footer-hiding value of spec §2 until an administrator sets another (the store's own app sends it). */
export const DEFAULT_PLATFORM_TOKEN = 'electromarche-app';
export const PLATFORM_TOKEN_MIN = 3;
export const PLATFORM_TOKEN_MAX = 64;
/** Letters, digits, `.`, `_` and `-`: what an app can put in a cookie after base64 without surprises, and what reads unambiguously. */
export const PLATFORM_TOKEN_PATTERN = /^[A-Za-z0-9._-]+$/;

export type PlatformTokenProblem = 'settings/platform-token-length' | 'settings/platform-token-invalid';

/** Why a platform token is refused, or null when it is fine (compared as typed: no trimming inside). */
export function platformTokenProblem(token: string): PlatformTokenProblem | null {
  if (token.length < PLATFORM_TOKEN_MIN || token.length > PLATFORM_TOKEN_MAX) return 'settings/platform-token-length';
  return PLATFORM_TOKEN_PATTERN.test(token) ? null : 'settings/platform-token-invalid';
}

/** An operator's reason for cancelling an order. */
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;
/** An operator's reference for a refund made outside the store (PayPal's refund id, "cash at the shop"). */
export const REFUND_REFERENCE_MIN = 3;
export const REFUND_REFERENCE_MAX = 200;
