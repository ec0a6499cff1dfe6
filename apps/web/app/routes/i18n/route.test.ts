// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dictionaryUrl, serverDictionary } from '../../lib/i18n/dictionaries.server.ts';
import { loader } from './route.ts';

const ask = (file: string, acceptEncoding?: string) =>
  loader({ params: { file }, request: new Request(`http://store.test/i18n/${file}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }) } as Parameters<typeof loader>[0]);

describe('GET /i18n/{language}.{version}.json', () => {
  const file = dictionaryUrl('en').slice('/i18n/'.length);

  it('sends the store’s words brotli-compressed, cached for a year, to a browser that takes brotli', async () => {
    const response = ask(file, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const words: unknown = JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString());
    expect(words).toEqual(serverDictionary('en'));
  });

  it('sends gzip or plain JSON to clients that take no brotli', async () => {
    expect(ask(file, 'gzip').headers.get('content-encoding')).toBe('gzip');
    const plain = ask(file);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(serverDictionary('en'));
  });

  it('answers an older version with today’s words, not to be kept, and 404 to a name that is no translation file', async () => {
    const older = ask('en.0123456789ab.json');
    expect(older.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await ask('en.0123456789ab.json', 'br').arrayBuffer())).toString())).toEqual(serverDictionary('en'));
    expect(ask('xx.0123456789ab.json').status).toBe(404);
    expect(ask('en.json').status).toBe(404);
  });
});
