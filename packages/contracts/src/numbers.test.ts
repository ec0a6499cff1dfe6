import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './numbers.ts';

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
