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

/** Where a point lands under a perspective (row-major 3 x 3), or undefined behind it. */
export function project(back: ArrayLike<number>, x: number, y: number): [number, number] | undefined {
  const w = back[6]! * x + back[7]! * y + back[8]!;
  if (w <= 0) return undefined;
  return [(back[0]! * x + back[1]! * y + back[2]!) / w, (back[3]! * x + back[4]! * y + back[5]!) / w];
}

/** The photo's colour at a point of its frame (bilinear), or undefined outside it. */
function sample(photo: FramedPixels, x: number, y: number, out: Float64Array): boolean {
  const px = (x + 0.5) * (photo.width / photo.frameWidth) - 0.5;
  const py = (y + 0.5) * (photo.height / photo.frameHeight) - 0.5;
  if (!(px >= 0 && py >= 0 && px <= photo.width - 1 && py <= photo.height - 1)) return false;
  const x0 = Math.min(photo.width - 2, Math.floor(px));
  const y0 = Math.min(photo.height - 2, Math.floor(py));
  const dx = px - x0;
  const dy = py - y0;
  const at = (y0 * photo.width + x0) * 3;
  const below = at + photo.width * 3;
  for (let channel = 0; channel < 3; channel++) {
    const top = photo.rgb[at + channel]! * (1 - dx) + photo.rgb[at + 3 + channel]! * dx;
    const bottom = photo.rgb[below + channel]! * (1 - dx) + photo.rgb[below + 3 + channel]! * dx;
    out[channel] = top * (1 - dy) + bottom * dy;
  }
  return true;
}

/**
 * How far a photo is from each of a set of near-twins (pictures of one drawing, which the
 * keypoints place alike: brands of one device, colourways), as the mean squared colour
 * difference once the photo is brought into their common frame by `homography` (photo to
 * picture, in keypoint coordinates) over `bounds` (where the agreeing keypoints lie, which the
 * photo certainly shows). One perspective for all (decision 88: each twin's own added more noise
 * than the twins differ by); the photo's brightness and contrast are fitted to each twin in turn
 * (decision 98: one fit to the twins' mean favoured the twins nearest that mean, mistaking a
 * silver body for a white one; with the edges beside it the fit per twin was 2 to 3 points better at 10,000 pictures).
 * Twins must share a thumbnail size; Infinity for each when the photo covers none of the box.
 */
export function twinDifferences(photo: FramedPixels, twins: readonly FramedPixels[], homography: ArrayLike<number>, bounds: Bounds): number[] {
  const back = invert3(homography);
  const first = twins[0];
  if (!back || !first) return twins.map(() => Infinity);
  const { width, height, frameWidth, frameHeight } = first;
  const seen: number[] = [];
  const at: number[] = [];
  const colour = new Float64Array(3);
  for (let v = 0; v < height; v++) {
    const fy = ((v + 0.5) * frameHeight) / height - 0.5;
    if (fy < bounds[1] || fy > bounds[3]) continue;
    for (let u = 0; u < width; u++) {
      const fx = ((u + 0.5) * frameWidth) / width - 0.5;
      if (fx < bounds[0] || fx > bounds[2]) continue;
      const point = project(back, fx, fy);
      if (!point || !sample(photo, point[0], point[1], colour)) continue;
      for (let channel = 0; channel < 3; channel++) {
        seen.push(colour[channel]!);
        at.push((v * width + u) * 3 + channel);
      }
    }
  }
  const n = seen.length;
  if (n === 0) return twins.map(() => Infinity);
  return twins.map((twin) => {
    // photo ~ gain * twin + offset, by least squares over the box.
    let sumTwin = 0;
    let sumSeen = 0;
    let sumTwinSquared = 0;
    let sumProduct = 0;
    for (let i = 0; i < n; i++) {
      const value = twin.rgb[at[i]!]!;
      sumTwin += value;
      sumSeen += seen[i]!;
      sumTwinSquared += value * value;
      sumProduct += value * seen[i]!;
    }
    const spread = sumTwinSquared - (sumTwin * sumTwin) / n;
    const gain = spread > 1e-6 ? (sumProduct - (sumTwin * sumSeen) / n) / spread : 1;
    const offset = (sumSeen - gain * sumTwin) / n;
    let squared = 0;
    for (let i = 0; i < n; i++) squared += (seen[i]! - gain * twin.rgb[at[i]!]! - offset) ** 2;
    return squared / n;
  });
}

/** Stored form of a thumbnail: the frame's width and height (16 bits each), then the colours. */
export function encodeThumbnail(thumbnail: FramedPixels): Buffer {
  const bytes = Buffer.alloc(4 + thumbnail.rgb.length);
  bytes.writeUInt16LE(thumbnail.frameWidth, 0);
  bytes.writeUInt16LE(thumbnail.frameHeight, 2);
  bytes.set(thumbnail.rgb, 4);
  return bytes;
}

/** A stored thumbnail, or undefined when the bytes are not one (a row from before decision 88). */
export function decodeThumbnail(bytes: Uint8Array | null): FramedPixels | undefined {
  if (!bytes || bytes.byteLength !== 4 + THUMBNAIL_SIDE * THUMBNAIL_SIDE * 3) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, rgb: Uint8Array.from(bytes.subarray(4)), frameWidth: view.getUint16(0, true), frameHeight: view.getUint16(2, true) };
}
