import type { PhoneNumberPair } from '@store/contracts/phone';
import { formatPhoneForDisplay, normalizePhoneNumber } from '@store/contracts/phone';

/*
 * Phone numbers are formatted on the server: libphonenumber-js and its metadata (about 30 KB
 * gzipped) stay out of the browser, and pages show the number the same with or without
 * JavaScript. Components print the result with `phoneText` (phone-text.ts).
 */

/** "+225" and "07 00 00 00 02": a stored pair written the way its country groups it; as typed when it is not a valid number. */
export function displayPhonePair(phone: PhoneNumberPair): PhoneNumberPair {
  const normalized = normalizePhoneNumber(phone.indicator, phone.telephone);
  if (!normalized.ok) return phone;
  const international = formatPhoneForDisplay(normalized.e164);
  const space = international.indexOf(' ');
  return space < 0 ? phone : { indicator: international.slice(0, space), telephone: international.slice(space + 1) };
}

/** An order or parcel whose delivery phone number is ready to show. */
export function withDisplayPhone<T extends { address: { phoneNumber: PhoneNumberPair } }>(item: T): T {
  return { ...item, address: { ...item.address, phoneNumber: displayPhonePair(item.address.phoneNumber) } };
}
