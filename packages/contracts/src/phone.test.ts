import { getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { dialCodeOf, dialCodeTable, offeredDialCodeCountries } from './dial-codes.ts';
import { formatPhoneForDisplay, normalizePhoneNumber, phoneHref, phoneNumberSchema, phoneNumberToE164Schema, splitE164, validPhoneNumberSchema } from './phone.ts';

const e164 = (indicator: string, telephone: string) => {
  const result = normalizePhoneNumber(indicator, telephone);
  return result.ok ? result.e164 : result.error;
};

describe('dial codes', () => {
  it('covers the 20 countries of the table, with the right codes', () => {
    expect(dialCodeTable).toHaveLength(20);
    for (const { country, dialCode } of dialCodeTable) expect(dialCode).toBe(`+${getCountryCallingCode(country)}`);
    expect(dialCodeOf('US')).toBe('+1');
    expect(dialCodeOf('CA')).toBe('+1');
    expect(dialCodeOf('CI')).toBe('+225');
    expect(dialCodeOf('MA')).toBe('+212');
  });
  it('offers the spec §9 countries and the francophone African ones', () => {
    for (const country of ['US', 'CA', 'AE', 'IT', 'GB', 'NL', 'DE', 'GH', 'CI', 'SN', 'CM', 'FR']) {
      expect(offeredDialCodeCountries).toContain(country);
    }
  });
});

describe('normalizePhoneNumber', () => {
  it("keeps the leading 0 of Ivorian 10-digit numbers, which is part of the number since 2021", () => {
    expect(e164('+225', '07 01 02 03 04')).toBe('+2250701020304');
    expect(e164('225', '0701020304')).toBe('+2250701020304');
  });
  it('refuses an Ivorian number typed without its 0 (the old 8/9-digit forms)', () => {
    expect(e164('+225', '701020304')).toBe('phone/invalid');
  });
  it('strips the French trunk 0', () => {
    expect(e164('+33', '06 12 34 56 78')).toBe('+33612345678');
    expect(e164('+33', '612345678')).toBe('+33612345678');
  });
  it('strips stray extra leading zeros', () => {
    expect(e164('+33', '006 12 34 56 78')).toBe('+33612345678');
  });
  it('handles trunk prefixes of other served countries', () => {
    expect(e164('+44', '07911 123456')).toBe('+447911123456');
    expect(e164('+234', '0803 123 4567')).toBe('+2348031234567');
    expect(e164('+233', '024 123 4567')).toBe('+233241234567');
    expect(e164('+221', '77 123 45 67')).toBe('+221771234567');
    expect(e164('+1', '(202) 555-0123')).toBe('+12025550123');
  });
  it('keeps the significant 0 of Italian fixed lines', () => {
    expect(e164('+39', '06 1234 5678')).toBe('+390612345678');
  });
  it('accepts a number typed in international form with the same dial code', () => {
    expect(e164('+33', '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(e164('+33', '0033 6 12 34 56 78')).toBe('+33612345678');
    expect(e164('+225', '+44 7911 123456')).toBe('phone/invalid');
  });
  it('rejects garbage', () => {
    for (const telephone of ['', '   ', 'abc', '06a12345678', '06 12 34 56 78 ext 3', '123', '0000000000', '+']) {
      expect(e164('+33', telephone)).toBe('phone/invalid');
    }
    expect(e164('+9999', '0612345678')).toBe('phone/invalid');
    expect(e164('FR', '0612345678')).toBe('phone/invalid');
  });
});

describe('splitting and display', () => {
  it('splits an E.164 number back into dial code and national number', () => {
    expect(splitE164('+2250701020304')).toEqual({ indicator: '+225', telephone: '0701020304' });
    expect(splitE164('+33612345678')).toEqual({ indicator: '+33', telephone: '612345678' });
    expect(splitE164('not a number')).toBeUndefined();
  });
  it('round-trips through normalizePhoneNumber', () => {
    const pair = splitE164('+2348031234567');
    expect(pair && e164(pair.indicator, pair.telephone)).toBe('+2348031234567');
  });
  it('formats for display and leaves unreadable text as it is', () => {
    expect(formatPhoneForDisplay('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhoneForDisplay('n/a')).toBe('n/a');
  });
  it("groups each country's national number the way it is written there", () => {
    expect(formatPhoneForDisplay('+2250711223344')).toBe('+225 07 11 22 33 44');
    expect(formatPhoneForDisplay('+221771234567')).toBe('+221 77 123 45 67');
    expect(formatPhoneForDisplay('+237671234567')).toBe('+237 6 71 23 45 67');
    expect(formatPhoneForDisplay('+2290197123456')).toBe('+229 01 97 12 34 56');
    expect(phoneHref('+33612345678')).toBe('tel:+33612345678');
  });
});

describe('schemas', () => {
  it('reads the stored { indicator, telephone } pair', () => {
    expect(phoneNumberSchema.parse({ indicator: '+225', telephone: ' 0701020304 ' })).toEqual({ indicator: '+225', telephone: '0701020304' });
    expect(phoneNumberSchema.safeParse({ indicator: 'CI', telephone: '0701020304' }).success).toBe(false);
  });
  it('reports an invalid number on the telephone field', () => {
    const result = validPhoneNumberSchema.safeParse({ indicator: '+33', telephone: '12' });
    expect(result.error?.issues).toMatchObject([{ message: 'phone/invalid', path: ['telephone'] }]);
  });
  it('gives the E.164 form of a valid pair', () => {
    expect(phoneNumberToE164Schema.parse({ indicator: '+225', telephone: '07 01 02 03 04' })).toBe('+2250701020304');
  });
});
