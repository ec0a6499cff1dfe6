import { type Currency, intlLocale, type Language } from './locale.ts';
import type { ExchangeRatesResponse, Money } from './money-schemas.ts';

/*
 * Money rules, safe for the browser (no zod: the schemas are in money-schemas.ts).
 * Money is an integer amount of minor units plus a currency: never a float.
 * CFA (XOF) has no minor unit; EUR and USD have cents.
 */

export type { ExchangeRatesResponse, Money };

export const isoCurrency: Record<Currency, 'XOF' | 'EUR' | 'USD'> = { CFA: 'XOF', EUR: 'EUR', USD: 'USD' };
export const minorDigits: Record<Currency, number> = { CFA: 0, EUR: 2, USD: 2 };

export function currencyFromIso(iso: string): Currency | undefined {
  return (Object.keys(isoCurrency) as Currency[]).find((c) => isoCurrency[c] === iso.toUpperCase());
}

/** The fixed EUR peg of the CFA franc: 1 EUR = 655.957 XOF. */
export const XOF_PER_EUR = '655.957';
/** Default USD rate until the operator sets one (XOF per USD). */
export const DEFAULT_XOF_PER_USD = '600';

/** Exchange rates expressed as CFA per one major unit, as decimal strings to keep them exact. */
export interface ExchangeRates {
  xofPerUsd: string;
}

const RATE_SCALE = 1_000_000n;

function rateMicros(currency: Currency, rates: ExchangeRates): bigint {
  const decimal = currency === 'CFA' ? '1' : currency === 'EUR' ? XOF_PER_EUR : rates.xofPerUsd;
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt((fraction + '000000').slice(0, 6));
}

/** Integer division rounding half away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** Converts minor units between currencies through CFA, exactly, rounding half up once. */
export function convertMoney(money: Money, to: Currency, rates: ExchangeRates): Money {
  if (money.currency === to) return money;
  const fromScale = 10n ** BigInt(minorDigits[money.currency]);
  const toScale = 10n ** BigInt(minorDigits[to]);
  const numerator = BigInt(money.amount) * rateMicros(money.currency, rates) * toScale;
  const denominator = fromScale * rateMicros(to, rates);
  return { amount: Number(divRound(numerator, denominator)), currency: to };
}

/** The CFA value of a price, used to sort and filter across currencies. */
export function toDefaultCurrencyAmount(money: Money, rates: ExchangeRates): number {
  return convertMoney(money, 'CFA', rates).amount;
}

/** Minor units from a major-unit decimal the user typed ("12.5" EUR -> 1250). */
export function toMinorUnits(major: number, currency: Currency): number {
  return Math.round(major * 10 ** minorDigits[currency]);
}

export function toMajorUnits(money: Money): number {
  return money.amount / 10 ** minorDigits[money.currency];
}

/** Building an Intl.NumberFormat costs far more than using one: a page lists dozens of prices. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: Currency, language: Language): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = minorDigits[currency];
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: isoCurrency[currency],
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Locale-aware price text: "12 500 F CFA", "€19.99". CFA never shows decimals. */
export function formatMoney(money: Money, language: Language): string {
  return moneyFormat(money.currency, language).format(toMajorUnits(money));
}

/**
 * A payment provider's amount (minor units of an ISO currency, "EUR") as price text; an ISO
 * currency the store does not know is written as it came, never as another one's.
 */
export function formatProviderMoney(amount: number, isoCurrency: string, language: Language): string {
  const currency = currencyFromIso(isoCurrency);
  return currency ? formatMoney({ amount, currency }, language) : `${amount} ${isoCurrency}`;
}

/** Rates to convert with when the operator's cannot be read: the peg and the default USD rate. */
export const fallbackRates: ExchangeRatesResponse = { xofPerEur: XOF_PER_EUR, xofPerUsd: DEFAULT_XOF_PER_USD };
