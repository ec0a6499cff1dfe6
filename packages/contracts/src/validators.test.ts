import { describe, expect, it } from 'vitest';
import { UPLOAD_ACCEPT } from './picture-uploads.ts';
import { passwordConfirmationSchema, priceCfaSchema, registrationPasswordSchema, searchTermSchema, uploadFileSchema } from './validator-schemas.ts';
import { checkPrice, checkUpload, dateMax, dateMin, filterCategoriesByText, isSearchTermValid, isStrongPassword, passwordChecks, passwordsMatch, priceAtStep, priceSteps, shouldOpenSearchPopup, stepIndexForPrice, suggestLocally, toIsoDay } from './validators.ts';

const rates = { xofPerUsd: '600' };

describe('passwords', () => {
  it('accepts an identical confirmation and reports nopasswordmatch otherwise', () => {
    expect(passwordsMatch('secret12', 'secret12')).toBeNull();
    expect(passwordsMatch('secret12', 'secret13')).toEqual({ nopasswordmatch: true });
  });
  it('lists which strength checks pass as the user types', () => {
    expect(passwordChecks('')).toEqual({ minLength: false, hasLetter: false, hasDigit: false });
    expect(passwordChecks('abc')).toEqual({ minLength: false, hasLetter: true, hasDigit: false });
    expect(passwordChecks('abcdefg1')).toEqual({ minLength: true, hasLetter: true, hasDigit: true });
  });
  it('counts accented letters as letters', () => {
    expect(isStrongPassword('élève123')).toBe(true);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('password')).toBe(false);
  });
  it('gives a translation key for each failed rule', () => {
    const messages = (value: string) => registrationPasswordSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(messages('abc')).toEqual(['password/too-short', 'password/no-digit']);
    expect(messages('abcdefgh1')).toEqual([]);
  });
  it('reports a mismatch on the confirmation field', () => {
    const result = passwordConfirmationSchema.safeParse({ password: 'abcdefg1', confirmPassword: 'abcdefg2' });
    expect(result.error?.issues).toMatchObject([{ message: 'nopasswordmatch', path: ['confirmPassword'] }]);
  });
});

describe('date limits', () => {
  it('reports a date before the minimum with both days as YYYY-MM-DD', () => {
    expect(dateMin('2024-01-01')('2023-12-31')).toEqual({ dateMin: { min: '2024-01-01', actual: '2023-12-31' } });
    expect(dateMin('2024-01-01')('2024-01-01')).toBeNull();
  });
  it('reports a date after the maximum', () => {
    expect(dateMax(new Date(2024, 5, 30))(new Date(2024, 6, 1))).toEqual({ dateMax: { max: '2024-06-30', actual: '2024-07-01' } });
    expect(dateMax('2024-06-30')('2024-06-29')).toBeNull();
  });
  it('leaves empty values to the required rule', () => {
    expect(dateMin('2024-01-01')(null)).toBeNull();
    expect(dateMax('2024-01-01')('')).toBeNull();
  });
  it('refuses a limit that is not a date, and days that do not exist', () => {
    expect(() => dateMin('soon')).toThrow(RangeError);
    expect(toIsoDay('2024-02-30')).toBeUndefined();
    expect(toIsoDay('2024-02-29')).toBe('2024-02-29');
  });
});

describe('search terms', () => {
  it('requires a non-blank term', () => {
    expect(isSearchTermValid('  ')).toBe(false);
    expect(isSearchTermValid('tv')).toBe(true);
    expect(searchTermSchema.safeParse(' ').success).toBe(false);
  });
  it('opens the popup only from 2 trimmed characters', () => {
    expect(shouldOpenSearchPopup(' a ')).toBe(false);
    expect(shouldOpenSearchPopup(' tv')).toBe(true);
  });
});

describe('local suggestions', () => {
  const names = ['Écrans', 'Ordinateurs portables', 'Téléphones', 'Casques', 'Accessoires écran'];
  it('ignores case and accents', () => {
    expect(suggestLocally(names, 'ECRAN', (n) => n)).toEqual(['Écrans', 'Accessoires écran']);
    expect(filterCategoriesByText(names, 'tele', (n) => n)).toEqual(['Téléphones']);
  });
  it('needs 2 characters', () => {
    expect(suggestLocally(names, 'e', (n) => n)).toEqual([]);
  });
  it('returns at most 10 matches', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `Laptop ${i}` }));
    expect(filterCategoriesByText(many, 'lap', (c) => c.name)).toHaveLength(10);
  });
});

describe('uploads', () => {
  it('accepts the allowed image types up to 8 MiB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/apng', 'image/jpg', 'image/bmp', 'application/json']) {
      expect(checkUpload({ type, size: 8_388_608 })).toBeNull();
    }
    expect(UPLOAD_ACCEPT).toContain('image/png');
  });
  it('refuses other types and larger files', () => {
    expect(checkUpload({ type: 'image/gif', size: 10 })).toBe('upload/type-not-allowed');
    expect(checkUpload({ type: 'image/png', size: 8_388_609 })).toBe('upload/too-large');
    expect(uploadFileSchema.safeParse({ type: 'text/html', size: 1 }).error?.issues[0]?.message).toBe('upload/type-not-allowed');
  });
});

describe('prices', () => {
  it('accepts 500 to 500 000 000 CFA', () => {
    expect(priceCfaSchema.safeParse(500).success).toBe(true);
    expect(priceCfaSchema.safeParse(499).success).toBe(false);
    expect(priceCfaSchema.safeParse(500_000_001).success).toBe(false);
  });
  it('applies the CFA limits to EUR and USD prices after conversion', () => {
    expect(checkPrice({ amount: 50, currency: 'EUR' }, rates)).toBe('price/too-low');
    expect(checkPrice({ amount: 100, currency: 'EUR' }, rates)).toBeNull();
    expect(checkPrice({ amount: 100_000_000, currency: 'USD' }, rates)).toBe('price/too-high');
  });
  it('places slider stops at percentages of the maximum, from the minimum to the maximum', () => {
    expect(priceSteps[0]).toBe(0);
    expect(priceAtStep(0)).toBe(500);
    expect(priceAtStep(0.001)).toBe(5000);
    expect(priceAtStep(1)).toBe(5_000_000);
    expect(priceAtStep(100)).toBe(500_000_000);
    const amounts = priceSteps.map(priceAtStep);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });
  it('finds the slider stop of a price taken from the URL', () => {
    expect(stepIndexForPrice(60_000)).toBe(priceSteps.indexOf(0.01));
    expect(stepIndexForPrice(100)).toBe(0);
  });
});
