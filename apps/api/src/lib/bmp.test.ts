import { describe, expect, it } from 'vitest';
import { decodeBmp, encodeSolidBmp } from './bmp.ts';

describe('decodeBmp', () => {
  it('reads an uncompressed 24-bit picture as RGB, top row first', () => {
    const bmp = encodeSolidBmp(3, 2, [200, 100, 50]);
    const image = decodeBmp(bmp);
    expect(image).toMatchObject({ width: 3, height: 2, channels: 3 });
    expect([...(image?.data.subarray(0, 3) ?? [])]).toEqual([200, 100, 50]);
    expect(image?.data.length).toBe(18);
  });

  it('refuses palettes, compression, truncated files and absurd sizes', () => {
    const palette = encodeSolidBmp(2, 2, [1, 2, 3]);
    palette.writeUInt16LE(8, 28);
    expect(decodeBmp(palette)).toBeUndefined();
    const rle = encodeSolidBmp(2, 2, [1, 2, 3]);
    rle.writeUInt32LE(1, 30);
    expect(decodeBmp(rle)).toBeUndefined();
    expect(decodeBmp(encodeSolidBmp(20, 20, [1, 2, 3]).subarray(0, 100))).toBeUndefined();
    const huge = encodeSolidBmp(2, 2, [1, 2, 3]);
    huge.writeInt32LE(100_000, 18);
    huge.writeInt32LE(100_000, 22);
    expect(decodeBmp(huge)).toBeUndefined();
    expect(decodeBmp(Buffer.from('not a picture at all, just some text here, long enough'))).toBeUndefined();
  });
});
