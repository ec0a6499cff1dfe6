import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { VARIANT_RENDERS_AT_ONCE, variantRenders } from './media.service.ts';

let api: TestApi;
let thumbnail: string;
beforeAll(async () => {
  api = await createTestApi();
  const [first] = (await api.app.inject({ url: '/store/api/v1/products?size=1' })).json<{ thumbnail: string }[]>();
  thumbnail = first?.thumbnail ?? '';
});
afterAll(() => api.close());

describe('GET /store/api/v1/products/file/{id}', () => {
  it('re-encodes a picture as WebP at the requested responsive width, cached for a year', async () => {
    const response = await api.app.inject({ url: `${thumbnail}?w=300` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
  });

  it('serves AVIF on request', async () => {
    const response = await api.app.inject({ url: `${thumbnail}?w=160&format=avif` });
    expect(response.headers['content-type']).toBe('image/avif');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('heif');
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await api.app.inject({ url: `${thumbnail}?w=160` });
    const etag = String(first.headers.etag);
    const second = await api.app.inject({ url: `${thumbnail}?w=160`, headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown picture and 400 for a bad id', async () => {
    expect((await api.app.inject({ url: '/store/api/v1/products/file/987654' })).json()).toMatchObject({ status: 404, code: 'resource/not-found' });
    expect((await api.app.inject({ url: '/store/api/v1/products/file/x' })).statusCode).toBe(400);
  });
});

describe('rendering picture variants', () => {
  it('encodes at most VARIANT_RENDERS_AT_ONCE at a time; the other requests wait their turn', async () => {
    const products = (await api.app.inject({ url: '/store/api/v1/products?size=4' })).json<{ thumbnail: string }[]>();
    // Variants never asked for before, so each one is really encoded.
    const urls = products.flatMap(({ thumbnail: url }) => [`${url}?w=480&format=avif`, `${url}?w=800&format=avif`]);
    let busiest = 0;
    let queued = 0;
    let done = false;
    const watch = (async () => {
      while (!done) {
        busiest = Math.max(busiest, variantRenders.activeCount);
        queued = Math.max(queued, variantRenders.pendingCount);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const responses = await Promise.all(urls.map((url) => api.app.inject({ url })));
    done = true;
    await watch;
    expect(responses.map((response) => response.statusCode)).toEqual(urls.map(() => 200));
    expect(busiest).toBe(VARIANT_RENDERS_AT_ONCE);
    expect(queued).toBeGreaterThan(0);
  });
});
