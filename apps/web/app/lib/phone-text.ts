import type { PhoneNumberPair } from '@store/contracts/phone';

/** A phone pair as one line of text; loaders format it first (displayPhonePair in phone-display.server.ts). */
export function phoneText(phone: PhoneNumberPair): string {
  return `${phone.indicator} ${phone.telephone}`;
}
