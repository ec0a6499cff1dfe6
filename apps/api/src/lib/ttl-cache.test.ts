import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('answers from memory until the entry expires', async () => {
    vi.useFakeTimers();
    const cached = ttlCache<number>(1000, 10);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cached('a', compute)).toBe(1);
    expect(await cached('a', compute)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cached('a', compute)).toBe(2);
  });

  it('forgets failures and drops the oldest entry when full', async () => {
    const cached = ttlCache<string>(60_000, 2);
    await expect(cached('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('x', async () => 'ok')).toBe('ok');
    await cached('y', async () => 'y');
    await cached('z', async () => 'z');
    expect(await cached('x', async () => 'recomputed')).toBe('recomputed');
  });
});
