import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, PageCache } from './page-cache.ts';

const page = (text: string) => ({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']] satisfies [string, string][], body: Buffer.from(text) });

describe('the page cache', () => {
  it('answers a stored page until it expires, already compressed both ways', async () => {
    const cache = new PageCache(60_000);
    await cache.store('fr CFA web /', cache.generation, page('<p>accueil</p>'), 1_000);
    const hit = cache.get('fr CFA web /', 60_999);
    expect(hit?.body.toString()).toBe('<p>accueil</p>');
    expect(brotliDecompressSync(hit?.br ?? Buffer.alloc(0)).toString()).toBe('<p>accueil</p>');
    expect(gunzipSync(hit?.gzip ?? Buffer.alloc(0)).toString()).toBe('<p>accueil</p>');
    expect(cache.get('en CFA web /', 2_000)).toBeUndefined();
    expect(cache.get('fr CFA web /', 61_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything when the catalogue changes, including a page rendered meanwhile', async () => {
    const cache = new PageCache(60_000);
    await cache.store('fr CFA web /seller/abidjan-digital', cache.generation, page('old shop'));
    const renderedBefore = cache.generation;
    cache.clear();
    expect(cache.get('fr CFA web /seller/abidjan-digital')).toBeUndefined();
    await cache.store('fr CFA web /seller/abidjan-digital', renderedBefore, page('old shop, rendered before the change'));
    expect(cache.get('fr CFA web /seller/abidjan-digital')).toBeUndefined();
  });

  it('lets the least recently used pages go past its size', async () => {
    const big = 'x'.repeat(50_000);
    const cache = new PageCache(60_000, 120_000);
    await cache.store('a', cache.generation, page(`a${big}`));
    await cache.store('b', cache.generation, page(`b${big}`));
    expect(cache.get('a')).toBeDefined();
    await cache.store('c', cache.generation, page(`c${big}`));
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([true, false, true]);
  });

  it('allows exactly the inline scripts of the page, by hash', () => {
    const html = '<script nonce="n1">window.__ctx = 1;</script><script type="module" src="/assets/entry.js"></script><script>late()</script>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('window.__ctx = 1;'), sha('late()')]);
  });
});
