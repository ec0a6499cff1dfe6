/**
 * Decodes the BMP files people actually send (uncompressed 24- and 32-bit, as saved by Paint
 * and most phones' "save as BMP") into raw RGB pixels for sharp, which reads no BMP itself.
 * Anything else (palettes, RLE, odd bit masks) is undefined: the upload is refused.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/** Larger pictures are refused before any pixel is read (a tiny file can claim a huge size). */
/** The most pixels an uploaded picture may have (BMP or any other): about 8000 x 5000. */
export const PICTURE_MAX_PIXELS = 40_000_000;

const BI_RGB = 0;
const BI_BITFIELDS = 3;

export function decodeBmp(bytes: Uint8Array): RawImage | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 54 || buffer.toString('latin1', 0, 2) !== 'BM') return undefined;
  const pixelOffset = buffer.readUInt32LE(10);
  const headerSize = buffer.readUInt32LE(14);
  if (headerSize < 40) return undefined;
  const width = buffer.readInt32LE(18);
  const rawHeight = buffer.readInt32LE(22);
  const bitsPerPixel = buffer.readUInt16LE(28);
  const compression = buffer.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > PICTURE_MAX_PIXELS) return undefined;
  if (bitsPerPixel !== 24 && bitsPerPixel !== 32) return undefined;
  if (compression === BI_BITFIELDS) {
    // Only the usual BGRA masks; the masks follow a 40-byte header or sit inside a larger one.
    if (bitsPerPixel !== 32 || buffer.length < 66) return undefined;
    const masks = [buffer.readUInt32LE(54), buffer.readUInt32LE(58), buffer.readUInt32LE(62)];
    if (masks[0] !== 0x00ff0000 || masks[1] !== 0x0000ff00 || masks[2] !== 0x000000ff) return undefined;
  } else if (compression !== BI_RGB) {
    return undefined;
  }
  const bytesPerPixel = bitsPerPixel / 8;
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  if (pixelOffset + stride * height > buffer.length) return undefined;
  const data = Buffer.alloc(width * height * 3);
  // Rows are stored bottom-up unless the height is negative.
  for (let row = 0; row < height; row += 1) {
    const source = pixelOffset + (rawHeight > 0 ? height - 1 - row : row) * stride;
    for (let x = 0; x < width; x += 1) {
      const from = source + x * bytesPerPixel;
      const to = (row * width + x) * 3;
      data[to] = buffer[from + 2] ?? 0;
      data[to + 1] = buffer[from + 1] ?? 0;
      data[to + 2] = buffer[from] ?? 0;
    }
  }
  return { data, width, height, channels: 3 };
}

/** A 24-bit BMP of one colour: for tests and fixtures. */
export function encodeSolidBmp(width: number, height: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const buffer = Buffer.alloc(54 + stride * height);
  buffer.write('BM', 0, 'latin1');
  buffer.writeUInt32LE(buffer.length, 2);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = 54 + row * stride + x * 3;
      buffer[at] = blue;
      buffer[at + 1] = green;
      buffer[at + 2] = red;
    }
  }
  return buffer;
}
