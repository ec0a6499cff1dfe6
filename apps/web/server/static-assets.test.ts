import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';
import { serveBuiltAssets } from './static-assets.ts';

/** A browser build in miniature: a hashed script worth compressing, a tiny one, a picture. */
let clientDir: string;
const script = `export function greet(name){return "Bonjour " + name + " !";}\n`.repeat(200);

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'static-assets-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'assets/entry-abc123.js'), script);
  await writeFile(join(clientDir, 'assets/tiny-def456.js'), 'export {};\n');
  await writeFile(join(clientDir, 'assets/logo.png'), Buffer.alloc(4096, 7));
  await precompressDirectory(clientDir);
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

async function assetServer() {
  const app = Fastify();
  await serveBuiltAssets(app, clientDir);
  return app;
}

describe('precompressed build assets', () => {
  it('are written at build time beside text files worth compressing, and only there', async () => {
    const brotli = await readFile(join(clientDir, 'assets/entry-abc123.js.br'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(clientDir, 'assets/entry-abc123.js.gz'))).toString()).toBe(script);
    await expect(readFile(join(clientDir, 'assets/tiny-def456.js.br'))).rejects.toThrow();
    await expect(readFile(join(clientDir, 'assets/logo.png.br'))).rejects.toThrow();
  });

  it('answer a script from its .br file with content-encoding br and vary accept-encoding', async () => {
    const app = await assetServer();
    const response = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('accept-encoding');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes written at build time: nothing was compressed for this request.
    expect(response.rawPayload.equals(await readFile(join(clientDir, 'assets/entry-abc123.js.br')))).toBe(true);
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 10);
  });

  it('answer gzip to a browser without brotli, and the plain file to one that takes neither', async () => {
    const app = await assetServer();
    const gzip = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(plain.body).toBe(script);
  });

  it('send small files as they are, and give the compressed copies no address of their own', async () => {
    const app = await assetServer();
    const tiny = await app.inject({ url: '/assets/tiny-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect((await app.inject({ url: '/assets/entry-abc123.js.br' })).statusCode).toBe(404);
  });
});
