/** Side of the colour thumbnail kept of every picture (48 x 48 x 3 bytes). */
export const THUMBNAIL_SIDE = 48;

/**
 * Colours of a picture (`width` x `height`), and the size of the picture its keypoints were found
 * in (`frameWidth` x `frameHeight`), so a point of the keypoints' frame can be found in the pixels.
 */
export interface FramedPixels {
  width: number;
  height: number;
  /** Red, green, blue, a byte each, row by row. */
  rgb: Uint8Array;
  frameWidth: number;
  frameHeight: number;
}

/** A box in a picture's keypoint frame: left, top, right, bottom. */
export type Bounds = readonly [number, number, number, number];

/** The inverse of a row-major 3 x 3 matrix, or undefined when it has none. */
export function invert3(m: ArrayLike<number>): Float64Array | undefined {
  const [a, b, c, d, e, f, g, h, i] = [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]!, m[7]!, m[8]!];
  const cofactors = [e * i - f * h, -(d * i - f * g), d * h - e * g];
  const determinant = a * cofactors[0]! + b * cofactors[1]! + c * cofactors[2]!;
  if (!Number.isFinite(determinant) || Math.abs(determinant) < 1e-12) return undefined;
  const s = 1 / determinant;
  return Float64Array.from([cofactors[0]!, -(b * i - c * h), b * f - c * e, cofactors[1]!, a * i - c * g, -(a * f - c * d), cofactors[2]!, -(a * h - b * g), a * e - b * d], (value) => value * s);
}

/** The product a * b of two row-major 3 x 3 matrices (b applied first). */
export function multiply3(a: ArrayLike<number>, b: ArrayLike<number>): Float64Array {
  const product = new Float64Array(9);
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) product[row * 3 + column] = a[row * 3]! * b[column]! + a[row * 3 + 1]! * b[3 + column]! + a[row * 3 + 2]! * b[6 + column]!;
  }
  return product;
}

/** Where a point lands under a perspective (row-major 3 x 3), or undefined behind it. */
export function project(back: ArrayLike<number>, x: number, y: number): [number, number] | undefined {
  const w = back[6]! * x + back[7]! * y + back[8]!;
  if (w <= 0) return undefined;
  return [(back[0]! * x + back[1]! * y + back[2]!) / w, (back[3]! * x + back[4]! * y + back[5]!) / w];
}

/** A picture's size and the size of the picture its keypoints were found in (a thumbnail's frame). */
export type Frame = Pick<FramedPixels, 'width' | 'height' | 'frameWidth' | 'frameHeight'>;

/**
 * A picture's `channels` values at a point of its keypoint frame (bilinear), written to `out`;
 * false outside it. `values` are the picture's, row by row, `channels` bytes a pixel.
 */
export function sampleAt(picture: Frame, values: Uint8Array, channels: number, x: number, y: number, out: Float64Array): boolean {
  const px = (x + 0.5) * (picture.width / picture.frameWidth) - 0.5;
  const py = (y + 0.5) * (picture.height / picture.frameHeight) - 0.5;
  if (!(px >= 0 && py >= 0 && px <= picture.width - 1 && py <= picture.height - 1)) return false;
  const x0 = Math.min(picture.width - 2, Math.floor(px));
  const y0 = Math.min(picture.height - 2, Math.floor(py));
  const dx = px - x0;
  const dy = py - y0;
  const at = (y0 * picture.width + x0) * channels;
  const below = at + picture.width * channels;
  for (let channel = 0; channel < channels; channel++) {
    const top = values[at + channel]! * (1 - dx) + values[at + channels + channel]! * dx;
    const bottom = values[below + channel]! * (1 - dx) + values[below + channels + channel]! * dx;
    out[channel] = top * (1 - dy) + bottom * dy;
  }
  return true;
}

/**
 * Each pixel of a twins' grid (`grid`) inside `bounds` (its keypoint frame), with the point of
 * the photo that `back` (picture to photo) brings it from; pixels the perspective puts behind the
 * photo are skipped.
 */
export function forEachPixelInBox(grid: Frame, back: ArrayLike<number>, bounds: Bounds, visit: (pixel: number, x: number, y: number) => void): void {
  const { width, height, frameWidth, frameHeight } = grid;
  for (let v = 0; v < height; v++) {
    const fy = ((v + 0.5) * frameHeight) / height - 0.5;
    if (fy < bounds[1] || fy > bounds[3]) continue;
    for (let u = 0; u < width; u++) {
      const fx = ((u + 0.5) * frameWidth) / width - 0.5;
      if (fx < bounds[0] || fx > bounds[2]) continue;
      const point = project(back, fx, fy);
      if (point) visit(v * width + u, point[0], point[1]);
    }
  }
}

/**
 * How far a photo is from each of a set of near-twins (pictures of one drawing, which the
 * keypoints place alike: brands of one device, colourways), as the mean squared colour
 * difference once the photo is brought into their common frame by `homography` (photo to
 * picture, in keypoint coordinates) over `bounds` (where the agreeing keypoints lie, which the
 * photo certainly shows). One perspective for all (decision 88: each twin's own added more noise
 * than the twins differ by); the photo's brightness is fitted to each twin in turn (decision 98:
 * one fit to the twins' mean favoured the twins nearest that mean). Brightness only, a gain
 * (decision 100): a gain and an offset map any dark body on a light ground onto any other (a
 * grey cable onto a black one), so the body's colour no longer told twins apart. A photo's
 * burnt-out channels (decision 101) only bound the light from below: they are left out of the fit
 * and count against a twin only where it, so lit, stays darker than the burn (a silver body burnt
 * to white is not taken for a white one). Twins must share a thumbnail size; Infinity for each when the photo covers none of the box.
 */
export function twinDifferences(photo: FramedPixels, twins: readonly FramedPixels[], homography: ArrayLike<number>, bounds: Bounds): number[] {
  const back = invert3(homography);
  const first = twins[0];
  if (!back || !first) return twins.map(() => Infinity);
  const seen: number[] = [];
  const at: number[] = [];
  const colour = new Float64Array(3);
  forEachPixelInBox(first, back, bounds, (pixel, x, y) => {
    if (!sampleAt(photo, photo.rgb, 3, x, y, colour)) return;
    for (let channel = 0; channel < 3; channel++) {
      seen.push(colour[channel]!);
      at.push(pixel * 3 + channel);
    }
  });
  const n = seen.length;
  if (n === 0) return twins.map(() => Infinity);
  return twins.map((twin) => {
    // photo ~ gain * twin, by least squares over the pixels the photo did not burn out.
    let twinSquared = 0;
    let product = 0;
    for (let i = 0; i < n; i++) {
      if (seen[i]! >= BURNT) continue;
      const value = twin.rgb[at[i]!]!;
      twinSquared += value * value;
      product += value * seen[i]!;
    }
    const gain = twinSquared > 0 ? product / twinSquared : 1;
    let squared = 0;
    for (let i = 0; i < n; i++) {
      const difference = seen[i]! - gain * twin.rgb[at[i]!]!;
      // A burnt-out pixel says only that the light reached the top: any twin bright enough agrees.
      if (seen[i]! < BURNT || difference > 0) squared += difference * difference;
    }
    return squared / n;
  });
}

/** A photo's channel at or above this is burnt out: the light may have been anything brighter (decision 101). */
const BURNT = 250;

/** Stored form of a thumbnail (colour or grey): the frame's width and height (16 bits each), then its bytes. */
export function encodeFramed(frameWidth: number, frameHeight: number, values: Uint8Array): Buffer {
  const bytes = Buffer.alloc(4 + values.length);
  bytes.writeUInt16LE(frameWidth, 0);
  bytes.writeUInt16LE(frameHeight, 2);
  bytes.set(values, 4);
  return bytes;
}

/** A stored `side` x `side` thumbnail of `channels` bytes a pixel, or undefined when the bytes are not one. */
export function decodeFramed(bytes: Uint8Array | null, side: number, channels: number): { frame: Frame; values: Uint8Array } | undefined {
  if (!bytes || bytes.byteLength !== 4 + side * side * channels) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { frame: { width: side, height: side, frameWidth: view.getUint16(0, true), frameHeight: view.getUint16(2, true) }, values: Uint8Array.from(bytes.subarray(4)) };
}

export const encodeThumbnail = (thumbnail: FramedPixels): Buffer => encodeFramed(thumbnail.frameWidth, thumbnail.frameHeight, thumbnail.rgb);

/** A stored thumbnail, or undefined when the bytes are not one (a row from before decision 88). */
export function decodeThumbnail(bytes: Uint8Array | null): FramedPixels | undefined {
  const decoded = decodeFramed(bytes, THUMBNAIL_SIDE, 3);
  return decoded && { ...decoded.frame, rgb: decoded.values };
}
