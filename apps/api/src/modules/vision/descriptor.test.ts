import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describePicture, DESCRIPTOR_LENGTH } from './descriptor.ts';
import { NearestPictures } from './nearest.ts';

/** A 200 px picture: a coloured disc on a light background. */
const disc = (colour: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#f4f6f8"/><circle cx="100" cy="100" r="60" fill="${colour}"/></svg>`))
    .png()
    .toBuffer();

const similarity = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, at) => sum + value * b[at]!, 0);

describe('describePicture', () => {
  it('gives the same picture the same descriptor, of the announced length', async () => {
    const picture = await disc('#d01c1c');
    const [first, second] = [await describePicture(picture), await describePicture(picture)];
    expect(first).toHaveLength(DESCRIPTOR_LENGTH);
    expect(similarity(first, second)).toBeCloseTo(1, 5);
  });

  it('keeps a darker, recompressed copy nearer to its original than another colour is', async () => {
    const red = await disc('#d01c1c');
    const photo = await sharp(red).modulate({ brightness: 0.8 }).jpeg({ quality: 40 }).toBuffer();
    const [original, copy, blue] = await Promise.all([describePicture(red), describePicture(photo), describePicture(await disc('#1c3fd0'))]);
    expect(similarity(original, copy)).toBeGreaterThan(similarity(original, blue));
  });

  it('refuses what is not a picture', async () => {
    await expect(describePicture(Buffer.from('not a picture'))).rejects.toThrow();
  });
});

describe('NearestPictures', () => {
  it('returns the nearest keys, best first, at most k', () => {
    const index = new NearestPictures<string>(2);
    index.add('east', Float32Array.from([1, 0]));
    index.add('north', Float32Array.from([0, 1]));
    index.add('north-east', Float32Array.from([Math.SQRT1_2, Math.SQRT1_2]));
    const found = index.nearest(Float32Array.from([0.9, 0.1]), 2);
    expect(found.map((hit) => hit.key)).toEqual(['east', 'north-east']);
    expect(found[0]?.similarity).toBeCloseTo(0.9);
  });
});
