import { formatPhoneForDisplay, normalizePhoneNumber, type PhoneNumberPair } from '@store/contracts/phone';

/** "+225 07 00 00 00 02" from a stored dial code and number; as typed when it is not a valid number. */
export function displayPhone(phone: PhoneNumberPair): string {
  const normalized = normalizePhoneNumber(phone.indicator, phone.telephone);
  return normalized.ok ? formatPhoneForDisplay(normalized.e164) : `${phone.indicator} ${phone.telephone}`;
}
