import type { CountryCode } from 'libphonenumber-js/min';

/*
 * Dial codes, safe for the browser: a type comes from libphonenumber-js, none of its code or
 * metadata. Parsing and checking numbers (phone.ts) loads the library; pickers need only this.
 */

/** The 20 countries of the dial-code table (spec §9), francophone Africa first. */
export const dialCodeTable = [
  { country: 'CI', dialCode: '+225' },
  { country: 'SN', dialCode: '+221' },
  { country: 'CM', dialCode: '+237' },
  { country: 'ML', dialCode: '+223' },
  { country: 'BF', dialCode: '+226' },
  { country: 'TG', dialCode: '+228' },
  { country: 'BJ', dialCode: '+229' },
  { country: 'GA', dialCode: '+241' },
  { country: 'CD', dialCode: '+243' },
  { country: 'MA', dialCode: '+212' },
  { country: 'GH', dialCode: '+233' },
  { country: 'NG', dialCode: '+234' },
  { country: 'FR', dialCode: '+33' },
  { country: 'US', dialCode: '+1' },
  { country: 'CA', dialCode: '+1' },
  { country: 'AE', dialCode: '+971' },
  { country: 'IT', dialCode: '+39' },
  { country: 'GB', dialCode: '+44' },
  { country: 'NL', dialCode: '+31' },
  { country: 'DE', dialCode: '+49' },
] as const satisfies readonly { country: CountryCode; dialCode: string }[];

export type DialCodeCountry = (typeof dialCodeTable)[number]['country'];

/**
 * Countries offered in the dial-code picker: the francophone African countries the
 * store serves, France (shops sell from Paris), then the ones spec §9 lists (US, CA, AE,
 * IT, GB, NL, DE, GH).
 */
export const offeredDialCodeCountries = [
  'CI', 'SN', 'CM', 'ML', 'BF', 'TG', 'BJ', 'GA', 'CD', 'MA',
  'FR', 'US', 'CA', 'AE', 'IT', 'GB', 'NL', 'DE', 'GH',
] as const satisfies readonly DialCodeCountry[];

export function dialCodeOf(country: DialCodeCountry): string {
  const entry = dialCodeTable.find((row) => row.country === country);
  // The table holds every DialCodeCountry, so this only guards against a broken edit.
  if (!entry) throw new Error(`No dial code for ${country}`);
  return entry.dialCode;
}
