import { productPictureSvg } from '@store/db/seed/pictures/compose';
import type { PictureKind } from '@store/db/seed/pictures/kinds';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeThumbnail, encodeThumbnail, invert3, project, twinDifferences } from './aligned.ts';
import { DESCRIPTOR_LENGTH } from './descriptor.ts';
import { decodeGreyThumbnail, encodeGreyThumbnail, GREY_SIDE, twinEdgeDifferences } from './edges.ts';
import { hashDistance, pictureFeatures, type PictureFeatures } from './features.ts';
import { decodeKeypoints, encodeKeypoints, KeypointMatcher } from './keypoints.ts';
import { NearestPictures } from './nearest.ts';
import { openCv } from './opencv.ts';
import { refinePerspective } from './refine.ts';
import { confirmByKeypoints, MIN_INLIERS, sameDrawing, similarityOf } from './ranking.ts';
import { decodeWords, encodeWords, sharedWords, visualWords, WORD_COUNT } from './words.ts';

/** A 200 px picture: a coloured disc on a light background. */
const disc = (colour: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#f4f6f8"/><circle cx="100" cy="100" r="60" fill="${colour}"/></svg>`))
    .png()
    .toBuffer();

/** A catalogue picture as the seed draws it, 320 px: the front (position 0), another angle (1) or with its retail box (2). */
const catalogue = (kind: PictureKind, brand: string, colour = 'Blue', position = 0) =>
  sharp(Buffer.from(productPictureSvg({ kind, brand, colour, seed: `${kind}-${brand}-${colour}`, position })))
    .resize(320, 320)
    .png()
    .toBuffer();

/** What a phone does to a picture: cropped, on a table, turned, darker (or brighter), a poor JPEG. */
async function photoOf(picture: Buffer, brightness = 0.85) {
  const cropped = await sharp(picture).extract({ left: 20, top: 12, width: 270, height: 280 }).toBuffer();
  const background = { r: 150, g: 120, b: 90 };
  const turned = await sharp(cropped).extend({ top: 30, bottom: 30, left: 30, right: 30, background }).rotate(8, { background }).toBuffer();
  return sharp(turned).resize(480).modulate({ brightness }).jpeg({ quality: 45 }).toBuffer();
}

const features = async (picture: Buffer) => pictureFeatures(sharp(picture));
/** What the second stage reads of each of `pictures`, by its place in the list. */
const candidatesOf = (pictures: readonly PictureFeatures[]) => (id: number) => {
  const { keypoints, words, thumbnail, greyThumbnail } = pictures[id]!;
  return { keypoints, words, thumbnail, greyThumbnail };
};

/** Where the keypoints place a photo's features in a picture's. */
async function matchOf(photo: PictureFeatures, picture: PictureFeatures) {
  const { cv } = await openCv();
  const matcher = new KeypointMatcher(cv, photo.keypoints);
  try {
    return matcher.match(picture.keypoints);
  } finally {
    matcher.delete();
  }
}
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, at) => sum + value * b[at]!, 0);

describe('pictureFeatures', () => {
  it('gives the same picture the same descriptor, of the announced length', async () => {
    const picture = await disc('#d01c1c');
    const [first, second] = [await features(picture), await features(picture)];
    expect(first.descriptor).toHaveLength(DESCRIPTOR_LENGTH);
    expect(cosine(first.descriptor, second.descriptor)).toBeCloseTo(1, 5);
    expect(first.hash).toBe(second.hash);
  });

  it('keeps a darker, recompressed copy nearer to its original than another colour is', async () => {
    const red = await disc('#d01c1c');
    const photo = await sharp(red).modulate({ brightness: 0.8 }).jpeg({ quality: 40 }).toBuffer();
    const [original, copy, blue] = await Promise.all([features(red), features(photo), features(await disc('#1c3fd0'))]);
    expect(cosine(original.descriptor, copy.descriptor)).toBeGreaterThan(cosine(original.descriptor, blue.descriptor));
    expect(hashDistance(original.hash, copy.hash)).toBeLessThan(8);
  });

  it('finds many agreeing keypoints between a picture and a phone photo of it, few with another picture', async () => {
    const phone = await catalogue('smartphone', 'Tecno');
    const [original, photo, laptop] = await Promise.all([features(phone), features(await photoOf(phone)), features(await catalogue('laptop', 'Tecno'))]);
    const match = await matchOf(photo, original);
    expect(match.inliers).toBeGreaterThanOrEqual(3 * MIN_INLIERS);
    expect((await matchOf(photo, laptop)).inliers).toBeLessThan(MIN_INLIERS);
    // The perspective takes the photo's frame into the picture's: the photo's middle lands inside the picture.
    const h = match.homography!;
    const [x, y] = [photo.thumbnail.frameWidth / 2, photo.thumbnail.frameHeight / 2];
    const w = h[6]! * x + h[7]! * y + h[8]!;
    expect((h[0]! * x + h[1]! * y + h[2]!) / w).toBeGreaterThan(0.2 * original.thumbnail.frameWidth);
    expect((h[0]! * x + h[1]! * y + h[2]!) / w).toBeLessThan(0.8 * original.thumbnail.frameWidth);
    expect(match.bounds![2]).toBeGreaterThan(match.bounds![0]);
  });

  it('gives a picture and a phone photo of it many more words in common than another picture', async () => {
    const phone = await catalogue('smartphone', 'Tecno');
    const [original, photo, laptop] = await Promise.all([features(phone), features(await photoOf(phone)), features(await catalogue('laptop', 'Tecno'))]);
    const shared = (a: Uint16Array, b: Uint16Array) => [...new Set(a)].filter((word) => b.includes(word)).length;
    expect(original.words.every((word) => word < WORD_COUNT)).toBe(true);
    expect(original.words).toEqual(visualWords(original.keypoints));
    expect(shared(photo.words, original.words)).toBeGreaterThan(2 * shared(photo.words, laptop.words));
    expect(decodeWords(encodeWords(original.words))).toEqual(original.words);
  });

  it('tells a photo of one brand from its twin of another brand once aligned', async () => {
    const [tecno, itel] = [await catalogue('smartphone', 'Tecno'), await catalogue('smartphone', 'Itel')];
    const [photo, original, twin] = await Promise.all([features(await photoOf(tecno)), features(tecno), features(itel)]);
    const match = await matchOf(photo, original);
    const [same, other] = twinDifferences(photo.picture!, [original.thumbnail, twin.thumbnail], match.homography!, match.bounds!);
    expect(same).toBeLessThan(other!);
    // Under no perspective at all there is nothing to compare.
    expect(twinDifferences(photo.picture!, [original.thumbnail], [0, 0, 0, 0, 0, 0, 0, 0, 0], match.bounds!)).toEqual([Infinity]);
  });

  it('tells a grey cable from the same cable in black, on its light ground, in a darker photo', async () => {
    const [grey, black] = [await catalogue('cable', 'Tecno', 'Grey'), await catalogue('cable', 'Tecno', 'Black')];
    const [photo, original, twin] = await Promise.all([features(await photoOf(grey)), features(grey), features(black)]);
    const match = await matchOf(photo, original);
    const [same, other] = twinDifferences(photo.picture!, [original.thumbnail, twin.thumbnail], match.homography!, match.bounds!);
    expect(same! * 2).toBeLessThan(other!);
  });

  it('tells a silver printer from the same printer in white in a photo so bright that its light parts burnt out', async () => {
    const [silver, white] = [await catalogue('printer', 'Seagate', 'Silver'), await catalogue('printer', 'Seagate', 'White')];
    const [photo, original, twin] = await Promise.all([features(await photoOf(silver, 1.25)), features(silver), features(white)]);
    const match = await matchOf(photo, original);
    const [same, other] = twinDifferences(photo.picture!, [original.thumbnail, twin.thumbnail], match.homography!, match.bounds!);
    expect(same).toBeLessThan(other!);
  });

  it('refines a perspective a few pixels off back onto the picture, and keeps one it cannot improve', async () => {
    const picture = await features(await catalogue('laptop', 'Itel'));
    const { cv } = await openCv();
    const bounds = [40, 60, 220, 200] as const;
    // The picture searched with itself: the true perspective is the identity; start 4 px right and 3 px up of it.
    const shifted = [1, 0, 4, 0, 1, -3, 0, 0, 1];
    const refined = refinePerspective(cv, picture.greyPicture!, picture.greyThumbnail!, shifted, bounds);
    for (const [x, y] of [
      [40, 60],
      [220, 200],
    ] as const) {
      const [rx, ry] = project(refined, x, y)!;
      expect(Math.hypot(rx - x, ry - y)).toBeLessThan(1);
    }
    // A blank box gives the alignment nothing to hold: the perspective comes back as it was.
    const blank = { ...picture.greyThumbnail!, grey: new Uint8Array(picture.greyThumbnail!.grey.length).fill(200) };
    expect(refinePerspective(cv, { ...picture.greyPicture!, grey: new Uint8Array(picture.greyPicture!.grey.length).fill(200) }, blank, shifted, bounds)).toEqual(shifted);
  });

  it('tells a photo of one brand from its twin in the very same red by the edges of its wordmark once aligned', async () => {
    const [itel, lenovo] = [await catalogue('laptop', 'Itel'), await catalogue('laptop', 'Lenovo')];
    const [photo, original, twin] = await Promise.all([features(await photoOf(itel)), features(itel), features(lenovo)]);
    const match = await matchOf(photo, original);
    const [same, other] = twinEdgeDifferences(photo.greyPicture!, [original.greyThumbnail!, twin.greyThumbnail!], match.homography!, match.bounds!);
    expect(same).toBeLessThan(other!);
    expect(twinEdgeDifferences(photo.greyPicture!, [original.greyThumbnail!], [0, 0, 0, 0, 0, 0, 0, 0, 0], match.bounds!)).toEqual([Infinity]);
  });

  it('stores the thumbnails and reads them back; refuses bytes that are not one', async () => {
    const { thumbnail, greyThumbnail } = await features(await catalogue('smartphone', 'Itel'));
    expect(decodeThumbnail(encodeThumbnail(thumbnail))).toEqual(thumbnail);
    expect(decodeThumbnail(null)).toBeUndefined();
    expect(decodeThumbnail(Buffer.from([1, 2, 3]))).toBeUndefined();
    expect(greyThumbnail?.grey).toHaveLength(GREY_SIDE * GREY_SIDE);
    expect(decodeGreyThumbnail(encodeGreyThumbnail(greyThumbnail!))).toEqual(greyThumbnail);
    expect(decodeGreyThumbnail(null)).toBeUndefined();
    expect(decodeGreyThumbnail(encodeThumbnail(thumbnail))).toBeUndefined();
  });

  it('inverts a perspective', () => {
    const m = [2, 0.1, 5, -0.2, 1.5, 3, 0.001, 0.002, 1];
    const back = invert3(m)!;
    const product = [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => [0, 1, 2].reduce((sum, k) => sum + m[r * 3 + k]! * back[k * 3 + c]!, 0)));
    product.forEach((value, at) => expect(value).toBeCloseTo(at % 4 === 0 ? 1 : 0, 9));
    expect(invert3([1, 2, 3, 2, 4, 6, 0, 0, 1])).toBeUndefined();
  });

  it('stores keypoints and reads them back to within a hundredth of a pixel', async () => {
    const { keypoints } = await features(await catalogue('smartphone', 'Itel'));
    const back = decodeKeypoints(encodeKeypoints(keypoints));
    expect(back.count).toBe(keypoints.count);
    expect(back.descriptors).toEqual(keypoints.descriptors);
    back.positions.forEach((value, at) => expect(Math.abs(value - keypoints.positions[at]!)).toBeLessThanOrEqual(0.005));
    expect(decodeKeypoints(Buffer.from([1, 2, 3])).count).toBe(0);
  });

  it('refuses what is not a picture', async () => {
    await expect(features(Buffer.from('not a picture'))).rejects.toThrow();
  });
});

describe('similarityOf', () => {
  it('ranks any match the keypoints confirm above any look-alike, and more agreeing keypoints higher', () => {
    expect(similarityOf(0.2, MIN_INLIERS)).toBeGreaterThan(similarityOf(0.99, MIN_INLIERS - 1));
    expect(similarityOf(0.5, 60)).toBeGreaterThan(similarityOf(0.5, 20));
    expect(similarityOf(0.5, 300)).toBe(1);
    expect(similarityOf(0.8, 0)).toBeCloseTo(0.4);
  });
});

describe('confirmByKeypoints', () => {
  it("puts first the best match's twin from past the keypoint check when it is the photo's, and leaves out the pool's other pictures", async () => {
    const [itel, lenovo, phone] = [await catalogue('laptop', 'Itel', 'Blue'), await catalogue('laptop', 'Lenovo', 'Grey'), await catalogue('smartphone', 'Itel', 'Blue')];
    const [photo, ...pictures] = await Promise.all([features(await photoOf(itel)), features(lenovo), features(itel), features(phone)]);
    const { cv } = await openCv();
    // Only the first is checked by its keypoints; the photo's own picture comes second, as when the first stage ranks it past the 30.
    const nearest = pictures.map((_, at) => ({ key: { imageId: at, productId: at }, similarity: 0.8, score: 1 - at / 10 }));
    const featuresOf = candidatesOf(pictures);
    const ranked = confirmByKeypoints(cv, photo, nearest, featuresOf, 1);
    expect(ranked.map((picture) => picture.imageId)).toEqual([1, 0]);
    expect(ranked[0]!.inliers).toBe(0);
    expect(ranked[1]!.inliers).toBeGreaterThanOrEqual(MIN_INLIERS);
    // The unchecked twin shows the best match's similarity: a match, not a look-alike.
    expect(ranked[0]!.similarity).toBe(ranked[1]!.similarity);
    expect(ranked[0]!.similarity).toBeGreaterThan(0.5);
    // Checked alone, the best match stands alone.
    expect(confirmByKeypoints(cv, photo, nearest.slice(0, 1), featuresOf, 1).map((picture) => picture.imageId)).toEqual([0]);
  });

  it("puts first the photo's brand among a dozen black twins, which their colours alone cannot tell apart", async () => {
    const brands = ['Samsung', 'Apple', 'Tecno', 'Infinix', 'Itel', 'Xiaomi', 'HP', 'Lenovo', 'Dell', 'Asus', 'Sony', 'LG'];
    const twins = await Promise.all(brands.map(async (brand) => features(await catalogue('earbuds', brand, 'Black', 1))));
    // One of the bench's photos of the HP earbuds: bright, turned, sheared, a poor JPEG.
    const background = { r: 193, g: 126, b: 202 };
    const cropped = await sharp(await catalogue('earbuds', 'HP', 'Black', 1)).extract({ left: 33, top: 38, width: 234, height: 234 }).toBuffer();
    const turned = await sharp(cropped).extend({ top: 17, bottom: 17, left: 17, right: 17, background }).rotate(-8.27, { background }).affine([1, 0.068, 0.019, 1], { background }).toBuffer();
    const photo = await features(await sharp(turned).resize(438).modulate({ brightness: 1.187, saturation: 1.118 }).jpeg({ quality: 40 }).toBuffer());
    const index = new NearestPictures<{ imageId: number; productId: number }>(DESCRIPTOR_LENGTH, WORD_COUNT);
    twins.forEach((twin, at) => index.add({ imageId: at, productId: at }, twin.descriptor, twin.words));
    const featuresOf = candidatesOf(twins);
    const { cv } = await openCv();
    const ranked = confirmByKeypoints(cv, photo, index.nearest(photo.descriptor, 30, undefined, photo.words), featuresOf);
    expect(brands[ranked[0]!.imageId]).toBe('HP');
  });

  it("puts a monitor's own picture before a retail-box picture that holds the same monitor smaller", async () => {
    const [own, box] = [await catalogue('monitor', 'Samsung', 'Grey'), await catalogue('monitor', 'TCL', 'Black', 2)];
    // One of the bench's photos, a little brighter: the box picture's monitor agrees on as many keypoints as the photo's own picture.
    const background = { r: 107, g: 135, b: 194 };
    const cropped = await sharp(own).extract({ left: 5, top: 14, width: 296, height: 296 }).extend({ top: 53, bottom: 53, left: 53, right: 53, background }).toBuffer();
    const turned = await sharp(cropped).affine([1, -0.033, 0.025, 1], { background }).toBuffer();
    const photo = await features(await sharp(turned).resize(296).modulate({ brightness: 1.1, saturation: 1.09 }).jpeg({ quality: 62 }).toBuffer());
    const pictures = [await features(box), await features(own)];
    const { cv } = await openCv();
    const nearest = pictures.map((_, at) => ({ key: { imageId: at, productId: at }, similarity: 0.8, score: 1 - at / 10 }));
    const featuresOf = candidatesOf(pictures);
    const ranked = confirmByKeypoints(cv, photo, nearest, featuresOf);
    expect(ranked.map((picture) => picture.imageId)).toEqual([1, 0]);
    expect(ranked[1]!.inliers).toBeGreaterThanOrEqual(MIN_INLIERS);
  });
});

describe('sharedWords', () => {
  it("gives the share of the shorter list's words that the other holds", () => {
    expect(sharedWords(Uint16Array.from([1, 2, 2, 5]), Uint16Array.from([1, 2, 2, 5]))).toBe(1);
    expect(sharedWords(Uint16Array.from([1, 2, 3, 4]), Uint16Array.from([2, 4, 9]))).toBeCloseTo(2 / 3);
    expect(sharedWords(Uint16Array.from([1, 2]), Uint16Array.from([3, 4]))).toBe(0);
    expect(sharedWords(new Uint16Array(0), Uint16Array.from([3]))).toBe(0);
  });
});

describe('sameDrawing', () => {
  const shifted = (dx: number, inliers = 40) => ({ inliers, homography: Float64Array.from([1, 0, dx, 0, 1, 0, 0, 0, 1]), bounds: [20, 20, 200, 220] as [number, number, number, number] });
  it('groups pictures that place the photo alike, not another view of the product', () => {
    expect(sameDrawing(shifted(0), shifted(5))).toBe(true);
    expect(sameDrawing(shifted(0), shifted(40))).toBe(false);
    const smaller = { inliers: 40, homography: Float64Array.from([0.66, 0, 80, 0, 0.66, 70, 0, 0, 1]), bounds: [20, 20, 200, 220] as [number, number, number, number] };
    expect(sameDrawing(shifted(0), smaller)).toBe(false);
    expect(sameDrawing({ inliers: 0, homography: undefined, bounds: undefined }, shifted(0))).toBe(false);
  });
});

describe('NearestPictures', () => {
  it('returns the nearest keys it accepts, best first, at most k', () => {
    const index = new NearestPictures<string>(2);
    index.add('east', Float32Array.from([1, 0]));
    index.add('north', Float32Array.from([0, 1]));
    index.add('north-east', Float32Array.from([Math.SQRT1_2, Math.SQRT1_2]));
    const found = index.nearest(Float32Array.from([0.9, 0.1]), 2);
    expect(found.map((hit) => hit.key)).toEqual(['east', 'north-east']);
    expect(found[0]?.similarity).toBeCloseTo(0.9);
    expect(index.nearest(Float32Array.from([0.9, 0.1]), 2, (key) => key !== 'east').map((hit) => hit.key)).toEqual(['north-east', 'north']);
  });

  it('ranks by shared rare words before colours, and gives a picture its words later', () => {
    const index = new NearestPictures<string>(2, 16);
    const flat = Float32Array.from([1, 0]);
    index.add('same colour, no words', flat);
    index.add('other colour, shared words', Float32Array.from([0, 1]), Uint16Array.from([1, 2, 3, 9]));
    const late = index.add('late words', Float32Array.from([0, 1]));
    index.add('common word only', Float32Array.from([0, 1]), Uint16Array.from([9, 10, 11]));
    for (let i = 0; i < 5; i++) index.add(`filler ${i}`, Float32Array.from([0, 1]), Uint16Array.from([9, 12]));
    const query = Uint16Array.from([1, 2, 3, 9]);
    expect(index.nearest(flat, 1, undefined, query)[0]?.key).toBe('other colour, shared words');
    expect(index.nearest(flat, 1)[0]?.key).toBe('same colour, no words');
    index.setWords(late, Uint16Array.from([1, 2, 3]));
    expect(
      index
        .nearest(flat, 3, undefined, query)
        .map((hit) => hit.key)
        .slice(0, 2)
        .sort(),
    ).toEqual(['late words', 'other colour, shared words']);
    const [best] = index.nearest(flat, 1, undefined, query);
    expect(best?.similarity).toBe(0);
    expect(best?.score).toBeGreaterThan(0.5);
  });
});
