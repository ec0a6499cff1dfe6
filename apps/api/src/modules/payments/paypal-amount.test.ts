import { describe, expect, it } from 'vitest';
import { fromPaypalTotal, PAYPAL_MAX_MINOR_UNITS, toPaypalTotal } from './paypal-amount.ts';

describe('PayPal amounts', () => {
  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [1230, '12.30'],
    [10_000_005, '100000.05'],
    [PAYPAL_MAX_MINOR_UNITS, '9999999.99'],
  ])('%i minor units are "%s" and back', (minor, total) => {
    expect(toPaypalTotal(minor)).toBe(total);
    expect(fromPaypalTotal(total)).toBe(minor);
  });

  it('reads the shorter forms PayPal may send', () => {
    expect(fromPaypalTotal('12.3')).toBe(1230);
    expect(fromPaypalTotal('12')).toBe(1200);
    expect(fromPaypalTotal('0.07')).toBe(7);
  });

  it.each(['', '1.234', '-1.00', '1e3', ' 1.00', '1,00', '.50', '12.'])('refuses "%s"', (total) => {
    expect(fromPaypalTotal(total)).toBeUndefined();
  });

  it.each([0, -1, 1.5, Number.NaN, PAYPAL_MAX_MINOR_UNITS + 1])('refuses to charge %s minor units', (minor) => {
    expect(() => toPaypalTotal(minor)).toThrow(RangeError);
  });
});
