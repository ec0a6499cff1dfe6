import { describe, expect, it } from 'vitest';
import { abbreviateNumber, parseTypedNumber } from './numbers.ts';

describe('abbreviateNumber', () => {
  it('uses K from a thousand with the language decimal mark', () => {
    expect(abbreviateNumber(1500, 'en')).toBe('1.5K');
    expect(abbreviateNumber(1500, 'fr')).toBe('1,5K');
    expect(abbreviateNumber(1000, 'en')).toBe('1K');
    expect(abbreviateNumber(12_000, 'fr')).toBe('12K');
  });
  it('uses M from a million', () => {
    expect(abbreviateNumber(2_300_000, 'en')).toBe('2.3M');
    expect(abbreviateNumber(2_300_000, 'fr')).toBe('2,3M');
    expect(abbreviateNumber(1_000_000, 'en')).toBe('1M');
  });
  it('never rounds up, so a count is not overstated', () => {
    expect(abbreviateNumber(1999, 'en')).toBe('1.9K');
    expect(abbreviateNumber(999_999, 'en')).toBe('999.9K');
  });
  it('leaves smaller numbers unchanged', () => {
    expect(abbreviateNumber(0, 'en')).toBe('0');
    expect(abbreviateNumber(999, 'fr')).toBe('999');
  });
  it('keeps the sign of negative numbers', () => {
    expect(abbreviateNumber(-1500, 'en')).toBe('-1.5K');
  });
});

describe('parseTypedNumber', () => {
  it('reads numbers as French and English speakers type them', () => {
    expect(parseTypedNumber('150 000')).toBe(150_000);
    expect(parseTypedNumber('12,50')).toBe(12.5);
    expect(parseTypedNumber(' 12.5 ')).toBe(12.5);
    expect(parseTypedNumber('1 500\u202f000')).toBe(1_500_000);
  });

  it('gives undefined for what is no number', () => {
    expect(parseTypedNumber('')).toBeUndefined();
    expect(parseTypedNumber('12,5,0')).toBeUndefined();
    expect(parseTypedNumber('douze')).toBeUndefined();
    expect(parseTypedNumber('-5')).toBeUndefined();
  });
});
