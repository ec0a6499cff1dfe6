import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { ProductPageView } from '../app/lib/request-context.server.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered public page, as every visitor of its language and currency gets it. */
export interface CachedPage {
  status: number;
  /** The page's own headers (no cookie, no length, no encoding). */
  headers: [string, string][];
  body: Buffer;
  /** The body compressed once, when stored: a hit costs no compression. */
  br: Buffer;
  gzip: Buffer;
  /** Content-Security-Policy sources allowing exactly this page's inline scripts. */
  scriptHashes: string[];
  expiresAt: number;
  /** A product page: each hit counts a view of it, as rendering it did (decision 57). */
  viewedProduct?: ProductPageView;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` sources of the inline scripts of a page (its hydration data). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  return [...hashes];
}

/**
 * Public pages rendered for visitors who are not signed in, kept a short while per address,
 * language and currency (the key comes from the request context). Oldest entries go first past
 * `maxBytes`. `clear()` empties it when the catalogue changes; a page rendered while it was being
 * emptied is not stored, since it may show what just changed.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** Which emptying the cache is at: taken before rendering, given back to `store`. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (!page) return undefined;
    this.#remove(key, page);
    if (page.expiresAt <= now) return undefined;
    this.#entries.set(key, page);
    this.#bytes += weight(page);
    return page;
  }

  async store(key: string, generation: number, page: Pick<CachedPage, 'status' | 'headers' | 'body' | 'viewedProduct'>, now = Date.now()): Promise<void> {
    const [br, gzip] = await Promise.all([brotli(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), gzipped(page.body, { level: 9 })]);
    if (generation !== this.#generation) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    const entry: CachedPage = { ...page, br, gzip, scriptHashes: inlineScriptHashes(page.body.toString('utf8')), expiresAt: now + this.ttlMs };
    this.#entries.set(key, entry);
    this.#bytes += weight(entry);
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldKey, old);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  #remove(key: string, page: CachedPage): void {
    this.#entries.delete(key);
    this.#bytes -= weight(page);
  }
}

const weight = (page: CachedPage) => page.body.byteLength + page.br.byteLength + page.gzip.byteLength;
