import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { JWT_SECRET: 'x'.repeat(32) };

describe('publicOrigin', () => {
  it('is the origin of PUBLIC_URL when set', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://shop.example/' }).publicOrigin).toBe('https://shop.example');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://shop.example:8443' }).publicOrigin).toBe('https://shop.example:8443');
  });

  it('is the local address of the store when unset, never anything a request says', () => {
    expect(loadConfig(base).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'ftp://shop.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'https://shop.example/store' })).toThrow(/PUBLIC_URL/);
  });
});

describe('language by place lists', () => {
  it('has English-speaking and bilingual countries by default', () => {
    const config = loadConfig(base);
    for (const code of ['GB', 'US', 'NG', 'GH']) expect(config.englishCountries.has(code)).toBe(true);
    for (const code of ['CM', 'CA']) expect(config.bilingualCountries.has(code)).toBe(true);
    for (const code of ['FR', 'CI', 'SN', 'CM']) expect(config.englishCountries.has(code)).toBe(false);
  });

  it('reads comma-separated codes in any case, and an empty list as none', () => {
    const config = loadConfig({ ...base, ENGLISH_COUNTRIES: ' gb, ng ,', BILINGUAL_COUNTRIES: '' });
    expect([...config.englishCountries]).toEqual(['GB', 'NG']);
    expect(config.bilingualCountries.size).toBe(0);
  });

  it('refuses a code that is not two letters, and a country in both lists', () => {
    expect(() => loadConfig({ ...base, ENGLISH_COUNTRIES: 'GB,USA' })).toThrow(/ENGLISH_COUNTRIES/);
    expect(() => loadConfig({ ...base, ENGLISH_COUNTRIES: 'GB,CM' })).toThrow(/CM cannot be in both lists/);
  });
});
