import { describe, expect, it } from 'vitest';
import { convertMoney } from './money.ts';
import { DEFAULT_PLATFORM_TOKEN, parseUsdRate, platformTokenProblem } from './settings-rules.ts';

describe('parseUsdRate', () => {
  it('keeps a rate as an exact, canonical decimal string, a comma read as the decimal point', () => {
    expect(parseUsdRate('605.5')).toEqual({ ok: true, value: '605.5' });
    expect(parseUsdRate(' 0605,500 ')).toEqual({ ok: true, value: '605.5' });
    expect(parseUsdRate('600')).toEqual({ ok: true, value: '600' });
    expect(parseUsdRate('600.000')).toEqual({ ok: true, value: '600' });
    expect(parseUsdRate('612.123456')).toEqual({ ok: true, value: '612.123456' });
    expect(parseUsdRate('100')).toEqual({ ok: true, value: '100' });
    expect(parseUsdRate('2000')).toEqual({ ok: true, value: '2000' });
  });

  it('refuses zero and below, text, absurd values and more decimals than conversions use', () => {
    for (const zero of ['0', '0.0', '-0', '-600', '-0.5']) expect(parseUsdRate(zero)).toEqual({ ok: false, code: 'currency/rate-not-positive' });
    for (const text of ['', 'abc', '6e2', '600.', '.5', '1 000', '600.5.1', 'NaN', 'Infinity', '0x258']) expect(parseUsdRate(text)).toEqual({ ok: false, code: 'currency/rate-invalid' });
    for (const absurd of ['99.999999', '2000.000001', '6000', '1']) expect(parseUsdRate(absurd)).toEqual({ ok: false, code: 'currency/rate-out-of-range' });
    expect(parseUsdRate('600.1234567')).toEqual({ ok: false, code: 'currency/rate-too-precise' });
  });

  it('gives a value the money rules convert with, unchanged', () => {
    const parsed = parseUsdRate('655,25');
    if (!parsed.ok) throw new Error('refused');
    expect(convertMoney({ amount: 100, currency: 'USD' }, 'CFA', { xofPerUsd: parsed.value })).toEqual({ amount: 655, currency: 'CFA' });
  });
});

describe('platformTokenProblem', () => {
  it('accepts the default and tokens of letters, digits, dots, dashes and underscores', () => {
    expect(platformTokenProblem(DEFAULT_PLATFORM_TOKEN)).toBeNull();
    expect(platformTokenProblem('Store_App.v2')).toBeNull();
  });
  it('refuses too short, too long, spaces and other characters', () => {
    expect(platformTokenProblem('ab')).toBe('settings/platform-token-length');
    expect(platformTokenProblem('a'.repeat(65))).toBe('settings/platform-token-length');
    for (const bad of ['my app', 'app;hidden', 'appé', 'a/b', '<app>']) expect(platformTokenProblem(bad)).toBe('settings/platform-token-invalid');
  });
});
