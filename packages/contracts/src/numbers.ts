import { intlLocale, type Language } from './locale.ts';

const THOUSAND = 1_000;
const MILLION = 1_000_000;

/**
 * Short counts for badges and stats (spec §9): K from a thousand, M from a million, one
 * decimal at most with the language's decimal mark (1500 -> "1.5K" in English, "1,5K" in
 * French). The decimal is truncated, never rounded up, so 1 999 reads "1.9K" and 999 999
 * never turns into a misleading "1000K". Smaller numbers are only locale-formatted.
 */
export function abbreviateNumber(n: number, language: Language): string {
  const locale = intlLocale(language);
  const magnitude = Math.abs(n);
  if (!Number.isFinite(n) || magnitude < THOUSAND) return new Intl.NumberFormat(locale).format(n);
  const [divisor, suffix] = magnitude >= MILLION ? [MILLION, 'M'] : [THOUSAND, 'K'];
  const tenths = Math.trunc((magnitude * 10) / divisor) / 10;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(tenths);
  return `${n < 0 ? '-' : ''}${text}${suffix}`;
}

/**
 * A decimal number as people type it in either language: `150 000`, `12,50`, `12.50`;
 * undefined when it is none (empty, letters, two separators).
 */
export function parseTypedNumber(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(compact)) return undefined;
  return Number(compact);
}
