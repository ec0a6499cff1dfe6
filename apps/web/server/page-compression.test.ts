import { get, type IncomingMessage } from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { reactRouterPages } from './react-router-handler.ts';
import { varyOnEncoding } from './page-compression.ts';
import { testBuild, testServerValues } from './test-build.ts';

/**
 * A page that streams like the home page: the shell, then (once the test says so, standing for
 * data that takes time) a streamed row. The row is held until the shell has been decoded by the
 * client, so a compressor that buffered the page would never let the test finish.
 */
const shell = `<!DOCTYPE html><html><head><title>Shell</title></head><body><main>${'<p>Le premier rang de produits.</p>'.repeat(40)}`;
const row = '<section>Rangée diffusée après coup</section></main></body></html>';
let releaseRow = () => {};
let rowWritten = false;

const build = testBuild((_request, status) => {
  rowWritten = false;
  const rowMayGo = new Promise<void>((resolve) => (releaseRow = resolve));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(shell));
      await rowMayGo;
      rowWritten = true;
      controller.enqueue(encoder.encode(row));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', vary: 'cookie, accept-language' } });
});

const servers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function listeningPageServer(): Promise<number> {
  const app = Fastify();
  await app.register(reactRouterPages, { build, mode: 'production', server: testServerValues });
  servers.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const request = (port: number, acceptEncoding: string) =>
  new Promise<IncomingMessage>((resolve, reject) => get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': acceptEncoding } }, resolve).on('error', reject));

describe('streamed pages', () => {
  it.each([
    ['br', createBrotliDecompress],
    ['gzip', createGunzip],
  ] as const)('arrive compressed with %s, the shell decoded before the streamed row is written', async (encoding, decoder) => {
    const port = await listeningPageServer();
    // A compressor that held the shell back would wait for the row forever: let the row go after
    // 5 s so that the test fails on the assertion below instead of hanging.
    const heldBack = setTimeout(() => releaseRow(), 5_000);
    const response = await request(port, `${encoding}, identity;q=0.5`);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toBe('cookie, accept-language, accept-encoding');
    expect(response.headers['content-length']).toBeUndefined();

    const decoded = response.pipe(decoder());
    let text = '';
    let shellBeforeRow: boolean | undefined;
    const whole = new Promise<string>((resolve, reject) => {
      decoded.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (shellBeforeRow === undefined && text.length >= shell.length) {
          shellBeforeRow = !rowWritten;
          releaseRow();
        }
      });
      decoded.on('end', () => resolve(text));
      decoded.on('error', reject);
    });
    expect(await whole).toBe(shell + row);
    clearTimeout(heldBack);
    expect(shellBeforeRow).toBe(true);
  });

  it('arrive as they are, varying on accept-encoding, for a client that takes no compression', async () => {
    const port = await listeningPageServer();
    const response = await request(port, 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBe('cookie, accept-language, accept-encoding');
    let text = '';
    response.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.length >= shell.length) releaseRow();
    });
    await new Promise((resolve) => response.on('end', resolve));
    expect(text).toBe(shell + row);
  });
});

describe('varyOnEncoding', () => {
  it('adds accept-encoding once', () => {
    expect(varyOnEncoding(undefined)).toBe('accept-encoding');
    expect(varyOnEncoding('cookie')).toBe('cookie, accept-encoding');
    expect(varyOnEncoding('Cookie, Accept-Encoding')).toBe('Cookie, Accept-Encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});
