import { productPictureSvg } from '@store/db/seed/pictures/compose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { alignedCorrelation, decodeThumbnail, encodeThumbnail, invert3, THUMBNAIL_SIDE } from './aligned.ts';
import { pictureFeatures } from './features.ts';
import { KeypointMatcher } from './keypoints.ts';
import { openCv } from './opencv.ts';

/** A catalogue picture as the seed draws it, 320 px: one drawing, the brand's wordmark and accent. */
const catalogue = (brand: string, colour = 'Black') =>
  sharp(Buffer.from(productPictureSvg({ kind: 'smartphone', brand, colour, seed: `smartphone-${brand}-${colour}`, position: 0 })))
    .resize(320, 320)
    .png()
    .toBuffer();

/** The picture warped as a hand-held phone sees it: cropped, on a table, turned, sheared, darker, a poor JPEG. */
async function warped(picture: Buffer) {
  const cropped = await sharp(picture).extract({ left: 18, top: 10, width: 280, height: 290 }).toBuffer();
  const background = { r: 140, g: 110, b: 80 };
  const turned = await sharp(cropped)
    .extend({ top: 30, bottom: 30, left: 30, right: 30, background })
    .rotate(9, { background })
    .affine([1, 0.06, -0.03, 1], { background })
    .toBuffer();
  return sharp(turned).resize(420).modulate({ brightness: 0.8, saturation: 1.1 }).jpeg({ quality: 45 }).toBuffer();
}

const features = async (picture: Buffer) => pictureFeatures(sharp(picture));

describe('alignedCorrelation', () => {
  it('finds a warped copy of a picture more alike its source than a twin that differs only by the wordmark and accent colour', async () => {
    const source = await catalogue('Tecno');
    const [original, twin, photo] = await Promise.all([features(source), features(await catalogue('Infinix')), features(await warped(source))]);
    const { cv } = await openCv();
    const matcher = new KeypointMatcher(cv, photo.keypoints);
    try {
      const [onOriginal, onTwin] = [matcher.match(original.keypoints), matcher.match(twin.keypoints)];
      expect(onOriginal.toQuery && onOriginal.region).toBeTruthy();
      const own = alignedCorrelation(photo.thumbnail, original.thumbnail, onOriginal.toQuery!, onOriginal.region!);
      expect(own).toBeGreaterThan(0.8);
      // The twin laid on the photo the way the source is (the same drawing), and the way its own keypoints say.
      expect(alignedCorrelation(photo.thumbnail, twin.thumbnail, onOriginal.toQuery!, onOriginal.region!)).toBeLessThan(own);
      if (onTwin.toQuery && onTwin.region) expect(alignedCorrelation(photo.thumbnail, twin.thumbnail, onTwin.toQuery, onTwin.region)).toBeLessThan(own);
    } finally {
      matcher.delete();
    }
  });

  it('gives a picture laid on itself 1 and -1 where nothing overlaps', async () => {
    const { thumbnail } = await features(await catalogue('Itel', 'Red'));
    const identity = [1, 0, 0, 0, 1, 0, 0, 0, 1];
    const whole = [0, 0, thumbnail.frameWidth, thumbnail.frameHeight] as const;
    expect(alignedCorrelation(thumbnail, thumbnail, identity, whole)).toBeCloseTo(1, 5);
    expect(alignedCorrelation(thumbnail, thumbnail, [1, 0, 10_000, 0, 1, 0, 0, 0, 1], whole)).toBe(-1);
  });
});

describe('thumbnails and perspectives', () => {
  it('stores a thumbnail and reads it back; refuses bytes of another length', async () => {
    const { thumbnail } = await features(await catalogue('Oraimo'));
    expect(thumbnail.rgb).toHaveLength(THUMBNAIL_SIDE * THUMBNAIL_SIDE * 3);
    expect(decodeThumbnail(encodeThumbnail(thumbnail))).toEqual(thumbnail);
    expect(decodeThumbnail(Buffer.from([1, 2, 3]))).toBeUndefined();
    expect(decodeThumbnail(null)).toBeUndefined();
  });

  it('inverts a perspective, and refuses a flat one', () => {
    const m = [1.1, 0.2, 5, -0.1, 0.9, 7, 0.001, 0.0005, 1];
    const inverse = invert3(m)!;
    const product = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => [0, 1, 2].reduce((sum, k) => sum + m[row * 3 + k]! * inverse[k * 3 + col]!, 0)));
    product.forEach((value, at) => expect(value).toBeCloseTo(at % 4 === 0 ? 1 : 0, 9));
    expect(invert3([1, 2, 3, 2, 4, 6, 0, 0, 1])).toBeUndefined();
  });
});
