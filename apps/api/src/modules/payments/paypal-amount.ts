/*
 * PayPal writes amounts as decimal strings ("12.30"); we keep integer minor units (1230).
 * Converting through strings, never through floating point, keeps every cent exact: 0.1 + 0.2
 * style errors are how a shop ends up charging 1229 cents for a 1230 cent order.
 * EUR and USD, the only currencies we send to PayPal, both have two decimals.
 */

/** PayPal's ceiling for `amount.total`: seven digits before the point (9,999,999.99). */
export const PAYPAL_MAX_MINOR_UNITS = 999_999_999;

/** Minor units -> PayPal's "1234.56". Only positive whole numbers of cents are payable. */
export function toPaypalTotal(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits <= 0 || minorUnits > PAYPAL_MAX_MINOR_UNITS) {
    throw new RangeError(`not a payable amount in minor units: ${minorUnits}`);
  }
  const digits = String(minorUnits).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "1234.56", "1234.5" or "1234" (PayPal may drop trailing zeros) as a decimal string PayPal accepts. */
export const paypalTotalPattern = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** PayPal's "1234.5" -> 123450 minor units; `undefined` for anything that is not such a number. */
export function fromPaypalTotal(total: string): number | undefined {
  const match = paypalTotalPattern.exec(total);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
