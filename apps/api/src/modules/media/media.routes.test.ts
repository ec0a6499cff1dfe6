import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

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
