import { DEFAULT_PLATFORM_TOKEN } from '@store/contracts/settings-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformHidesFooter } from './platform.ts';
import { expectedPlatformToken, forgetPlatformToken, PLATFORM_TOKEN_CACHE_MS } from './platform.server.ts';

const cookie = (token: string) => `lang=fr; platform=${encodeURIComponent(btoa(token))}`;

afterEach(() => forgetPlatformToken());

describe('the footer-hiding platform token', () => {
  it('hides the footer only when the decoded cookie equals the expected value', () => {
    expect(platformHidesFooter(cookie('electromarche-app'), 'electromarche-app')).toBe(true);
    expect(platformHidesFooter(cookie('electromarche-app'), 'store-app-2')).toBe(false);
    expect(platformHidesFooter(cookie('store-app-2'), 'store-app-2')).toBe(true);
    expect(platformHidesFooter('platform=%%%', 'electromarche-app')).toBe(false);
    expect(platformHidesFooter(null, 'electromarche-app')).toBe(false);
  });

  it('reads the expected value once per 30 s, and again at once after a change here', async () => {
    const read = vi.fn(async () => 'store-app-2');
    expect(await expectedPlatformToken(read, 1000)).toBe('store-app-2');
    expect(await expectedPlatformToken(read, 1000 + PLATFORM_TOKEN_CACHE_MS - 1)).toBe('store-app-2');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await expectedPlatformToken(read, 1000 + PLATFORM_TOKEN_CACHE_MS)).toBe('store-app-2');
    expect(read).toHaveBeenCalledTimes(2);
    forgetPlatformToken();
    await expectedPlatformToken(read, 1000 + PLATFORM_TOKEN_CACHE_MS);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('falls back to the default while the API cannot answer, and asks again next time', async () => {
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    expect(await expectedPlatformToken(failing, 0)).toBe(DEFAULT_PLATFORM_TOKEN);
    expect(await expectedPlatformToken(async () => 'store-app-2', 1)).toBe('store-app-2');
  });
});
