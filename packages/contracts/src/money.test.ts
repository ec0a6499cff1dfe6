import { describe, expect, it } from 'vitest';
import { convertMoney, formatMoney, formatProviderMoney, toDefaultCurrencyAmount, toMinorUnits } from './money.ts';

const rates = { xofPerUsd: '600' };

describe('convertMoney', () => {
  it('uses the fixed EUR peg of 655.957', () => {
    expect(convertMoney({ amount: 100, currency: 'EUR' }, 'CFA', rates)).toEqual({ amount: 656, currency: 'CFA' });
    expect(convertMoney({ amount: 655_957, currency: 'CFA' }, 'EUR', rates)).toEqual({ amount: 100_000, currency: 'EUR' });
  });
  it('uses the operator USD rate', () => {
    expect(convertMoney({ amount: 60_000, currency: 'CFA' }, 'USD', rates)).toEqual({ amount: 10_000, currency: 'USD' });
    expect(convertMoney({ amount: 1999, currency: 'USD' }, 'EUR', rates)).toEqual({ amount: 1828, currency: 'EUR' });
  });
  it('stays exact at the price ceiling', () => {
    expect(convertMoney({ amount: 500_000_000, currency: 'CFA' }, 'EUR', rates).amount).toBe(76_224_509);
  });
  it('returns the same money when the currency does not change', () => {
    const money = { amount: 1234, currency: 'USD' as const };
    expect(convertMoney(money, 'USD', rates)).toBe(money);
  });
  it('gives the CFA value used for cross-currency sorting', () => {
    expect(toDefaultCurrencyAmount({ amount: 45_000, currency: 'EUR' }, rates)).toBe(295_181);
  });
});

describe('formatMoney', () => {
  it('shows CFA without decimals and EUR/USD with cents', () => {
    expect(formatMoney({ amount: 12_500, currency: 'CFA' }, 'fr').replace(/\s/g, ' ')).toBe('12 500 F CFA');
    expect(formatMoney({ amount: 1999, currency: 'EUR' }, 'en')).toBe('€19.99');
    expect(formatMoney({ amount: 1999, currency: 'USD' }, 'en')).toBe('$19.99');
  });
  it('writes a provider’s amount in its ISO currency, and one it does not know as it came', () => {
    expect(formatProviderMoney(764, 'EUR', 'en')).toBe('€7.64');
    expect(formatProviderMoney(764, 'GBP', 'en')).toBe('764 GBP');
  });
  it('converts typed major units to minor units', () => {
    expect(toMinorUnits(12.5, 'EUR')).toBe(1250);
    expect(toMinorUnits(12.5, 'CFA')).toBe(13);
  });
});
