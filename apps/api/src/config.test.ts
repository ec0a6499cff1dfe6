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
