import type { ProductSummary } from '@store/contracts/catalog';
import type { SellerProduct } from '@store/contracts/seller-products';
import type { VisualMatch } from '@store/contracts/vision-schemas';
import { localMediaStore } from '@store/db/media-store';
import { accounts, images, pictureFeatures } from '@store/db/schema/index';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { pngHeader } from '../../test-support/pictures.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { backfillPictureFeatures } from './backfill.ts';

const VISION = '/vision/api/v1';
let api: TestApi;
/** The products whose pictures are described (a whole category's would take the test's time). */
let described: ProductSummary[];

const pictureOf = async (product: ProductSummary) => {
  const response = await api.app.inject({ url: `${product.thumbnail}?w=480` });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

/** What a phone does to a picture: cropped, on a table, turned, darker, a poor JPEG. */
async function photoOf(picture: Buffer) {
  const { width = 480, height = 480 } = await sharp(picture).metadata();
  const cropped = await sharp(picture)
    .extract({ left: Math.round(width * 0.06), top: Math.round(height * 0.04), width: Math.round(width * 0.86), height: Math.round(height * 0.88) })
    .toBuffer();
  const background = { r: 150, g: 120, b: 90 };
  const turned = await sharp(cropped).extend({ top: 40, bottom: 40, left: 40, right: 40, background }).rotate(7, { background }).toBuffer();
  return sharp(turned).resize(640).modulate({ brightness: 0.85 }).jpeg({ quality: 50 }).toBuffer();
}

const search = async (bytes: Buffer, fields: Record<string, string> = {}, type = 'image/jpeg') => {
  const form = await multipartBody(fields, { name: 'photo.jpg', type, bytes });
  return api.app.inject({ method: 'POST', url: `${VISION}/search`, headers: form.headers, payload: form.payload });
};

const rowCount = async (table: typeof images | typeof pictureFeatures) => (await api.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  api = await createTestApi();
  described = (await api.app.inject({ url: `${STORE}/products?size=12&lang=en` })).json<ProductSummary[]>();
  const progress = await backfillPictureFeatures(api.database.db, localMediaStore(inject('seededTemplate').mediaDir), { productIds: described.map((product) => product.id) });
  expect(progress.failed).toBe(0);
  expect(progress.described).toBeGreaterThanOrEqual(described.length);
});
afterAll(() => api.close());

describe('filling in the visual features of stored pictures', () => {
  it('describes each picture once: a second run finds nothing left to do', async () => {
    const rows = await api.database.db
      .select({ n: count() })
      .from(pictureFeatures)
      .where(
        inArray(
          pictureFeatures.productId,
          described.map((product) => product.id),
        ),
      );
    const [pictures] = await api.database.db
      .select({ n: count() })
      .from(images)
      .where(
        inArray(
          images.productId,
          described.map((product) => product.id),
        ),
      );
    expect(rows[0]?.n).toBe(pictures?.n);
    // The status counts them as described; the rest of the catalogue waits.
    const status = (await api.app.inject({ url: `${VISION}/status` })).json<{ described: number; waiting: number }>();
    expect(status.described).toBe(rows[0]?.n);
    expect(status.waiting).toBeGreaterThan(0);
    const again = await backfillPictureFeatures(api.database.db, localMediaStore(inject('seededTemplate').mediaDir), { productIds: described.map((product) => product.id) });
    expect(again).toEqual({ described: 0, failed: 0 });
  });

  it('rewrites a row from before the grey thumbnails (decision 98), keeping its copy flag', async () => {
    const [first, other] = await api.database.db
      .select({ imageId: pictureFeatures.imageId })
      .from(pictureFeatures)
      .where(
        inArray(
          pictureFeatures.productId,
          described.map((product) => product.id),
        ),
      )
      .orderBy(pictureFeatures.imageId)
      .limit(2);
    await api.database.db.update(pictureFeatures).set({ greyThumbnail: null, copyOfImageId: other!.imageId }).where(eq(pictureFeatures.imageId, first!.imageId));
    const progress = await backfillPictureFeatures(api.database.db, localMediaStore(inject('seededTemplate').mediaDir), { productIds: described.map((product) => product.id) });
    expect(progress).toEqual({ described: 1, failed: 0 });
    const [row] = await api.database.db
      .select({ greyThumbnail: pictureFeatures.greyThumbnail, copyOfImageId: pictureFeatures.copyOfImageId })
      .from(pictureFeatures)
      .where(eq(pictureFeatures.imageId, first!.imageId));
    expect(row?.greyThumbnail?.byteLength).toBeGreaterThan(0);
    expect(row?.copyOfImageId).toBe(other!.imageId);
    await api.database.db.update(pictureFeatures).set({ copyOfImageId: null }).where(eq(pictureFeatures.imageId, first!.imageId));
  });
});

describe('POST /vision/api/v1/search', () => {
  it('finds the product of a phone photo of its picture first, as a product card with its similarity, and keeps nothing', async () => {
    const [target] = described.slice(3);
    if (!target) throw new Error('the seed has too few products');
    const [picturesBefore, featuresBefore] = [await rowCount(images), await rowCount(pictureFeatures)];
    const response = await search(await photoOf(await pictureOf(target)), { lang: 'en', size: '5' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const matches = response.json<VisualMatch[]>();
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(5);
    expect(matches[0]).toMatchObject({ id: target.id, slug: target.slug, name: target.name, accountSlug: target.accountSlug });
    expect(matches[0]?.similarity).toBeGreaterThan(0.5);
    const similarities = matches.map((match) => match.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    expect(new Set(matches.map((match) => match.id)).size).toBe(matches.length);
    expect([await rowCount(images), await rowCount(pictureFeatures)]).toEqual([picturesBefore, featuresBefore]);
  });

  it('narrows to a category: only its products answer, and an unknown category is a 404', async () => {
    const [target] = described;
    if (!target) throw new Error('the seed has no products');
    const categories = (await api.app.inject({ url: `${STORE}/categories?lang=en` })).json<{ id: number; slug: string }[]>();
    const other = categories.find((category) => category.id !== target.subCategory.categoryId);
    if (!other) throw new Error('the seed has one category');
    const photo = await photoOf(await pictureOf(target));
    const narrowed = (await search(photo, { category: other.slug })).json<VisualMatch[]>();
    expect(narrowed.map((match) => match.id)).not.toContain(target.id);
    expect(narrowed.every((match) => match.subCategory.categoryId === other.id)).toBe(true);
    expectProblem(await search(photo, { category: 'no-such-category' }), 404, 'resource/not-found');
  });

  it('answers a clear problem for what is not a picture, an empty file, a picture bomb, too many bytes, a broken body, bad fields', async () => {
    const featuresBefore = await rowCount(pictureFeatures);
    expectProblem(await search(Buffer.from('this is a text file renamed photo.jpg')), 415, 'upload/unsupported-type');
    expectProblem(await search(Buffer.alloc(0)), 400, 'upload/missing-file');
    expectProblem(await search(pngHeader(30_000, 30_000), {}, 'image/png'), 422, 'upload/too-many-pixels');
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    expectProblem(await search(Buffer.concat([photo, Buffer.alloc(8_388_609 - photo.length)])), 413, 'upload/too-large');
    expectProblem(await search(Buffer.concat([photo.subarray(0, 200), Buffer.alloc(5000, 7)])), 422, 'upload/unreadable');
    const broken = await api.app.inject({
      method: 'POST',
      url: `${VISION}/search`,
      headers: { 'content-type': 'multipart/form-data; boundary=----nothing' },
      payload: '------nothing\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n',
    });
    expectProblem(broken, 400, 'upload/malformed');
    const noFile = await api.app.inject({ method: 'POST', url: `${VISION}/search`, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(noFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(noFile.statusCode).toBeLessThan(500);
    expect(expectProblem(await search(photo, { size: '0' }), 400, 'request/invalid').errors?.[0]?.path).toBe('body.size');
    expect(await rowCount(pictureFeatures)).toBe(featuresBefore);
  });
});

describe('GET /vision/api/v1/similar/{slug}', () => {
  it('lists other products that look alike, never the product itself, and 404 for an unknown one', async () => {
    const [product] = described;
    if (!product) throw new Error('the seed has no products');
    const response = await api.app.inject({ url: `${VISION}/similar/${product.slug}?size=4&lang=fr` });
    expect(response.statusCode, response.body).toBe(200);
    const similar = response.json<VisualMatch[]>();
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar.map((match) => match.id)).not.toContain(product.id);
    expect(similar.every((match) => described.some((other) => other.id === match.id))).toBe(true);
    expectProblem(await api.app.inject({ url: `${VISION}/similar/no-such-product` }), 404, 'resource/not-found');
  });
});

describe('pictures a seller adds', () => {
  it('are described when stored and flagged when they copy another shop’s picture; a draft is never an answer', async () => {
    const seller = await authHeaders(api, 'seller', 'Seller2026!');
    const [own] = await api.database.db.select({ slug: accounts.slug }).from(accounts).where(eq(accounts.login, 'seller'));
    // A picture of another shop's product, uploaded as the seller's own.
    const stranger = described.find((product) => product.accountSlug !== own?.slug);
    if (!stranger) throw new Error('the seed has too few shops');
    const created = await api.app.inject({
      method: 'POST',
      url: `${STORE}/products`,
      headers: seller,
      payload: { subCategoryId: stranger.subCategory.id, brand: stranger.brand, nameFr: 'Photo reprise', descriptionFr: 'Une annonce de test avec une photo reprise.', price: 150_000, currency: 'CFA', quantity: 3, location: 'Dakar', specificationValues: {} },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<SellerProduct>();
    const copy = await sharp(await pictureOf(stranger)).jpeg({ quality: 80 }).toBuffer();
    const form = await multipartBody({}, { name: 'copy.jpg', type: 'image/jpeg', bytes: copy });
    const added = await api.app.inject({ method: 'POST', url: `${STORE}/products/file/by-slug/${draft.slug}`, headers: { ...seller, ...form.headers }, payload: form.payload });
    expect(added.statusCode, added.body).toBe(201);
    const [picture] = added.json<SellerProduct>().images;
    // The seller is told, under the picture, which listing it copies.
    expect(picture?.copyOf).toEqual({ slug: stranger.slug });
    const imageId = picture?.id ?? 0;
    const [row] = await api.database.db.select({ copyOf: pictureFeatures.copyOfImageId, productId: pictureFeatures.productId }).from(pictureFeatures).where(eq(pictureFeatures.imageId, imageId));
    expect(row?.productId).toBe(draft.id);
    const [strangerCover] = await api.database.db.select({ id: images.id }).from(images).where(eq(images.productId, stranger.id)).orderBy(images.position).limit(1);
    expect(row?.copyOf).toBe(strangerCover?.id);
    // The operators see it on the listing's moderation page.
    const admin = await authHeaders(api, 'admin', 'Admin2026!');
    const moderation = await api.app.inject({ url: `${STORE}/admin/products/${draft.id}`, headers: admin });
    expect(moderation.json<{ copiedPictures: unknown[] }>().copiedPictures).toEqual([{ image: expect.stringContaining(`/${imageId}`), originalSlug: stranger.slug }]);
    // A draft is not on sale: a photo finds the original, never the draft.
    const matches = (await search(await photoOf(copy))).json<VisualMatch[]>();
    expect(matches.map((match) => match.id)).not.toContain(draft.id);
    expect(matches[0]?.id).toBe(stranger.id);
  });
});
