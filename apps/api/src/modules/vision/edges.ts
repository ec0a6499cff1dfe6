import { type Bounds, invert3, project } from './aligned.ts';

/**
 * Side of the grey thumbnail kept of every picture (96 x 96, a byte a pixel): twice the colour
 * thumbnail's side, where a wordmark's letters start to show as edges (decision 98). Colour at
 * this size would take three times the bytes and told twins apart no better than colour at 48
 * with these edges.
 */
export const GREY_SIDE = 96;

/**
 * Grey levels of a picture (`width` x `height`, a byte a pixel, row by row), and the size of the
 * picture its keypoints were found in (`frameWidth` x `frameHeight`), like aligned.ts's colours.
 */
export interface GreyPixels {
  width: number;
  height: number;
  grey: Uint8Array;
  frameWidth: number;
  frameHeight: number;
}

/** The grey level at a point of the picture's keypoint frame (bilinear), or undefined outside it. */
function sampleGrey(picture: GreyPixels, x: number, y: number): number | undefined {
  const px = (x + 0.5) * (picture.width / picture.frameWidth) - 0.5;
  const py = (y + 0.5) * (picture.height / picture.frameHeight) - 0.5;
  if (!(px >= 0 && py >= 0 && px <= picture.width - 1 && py <= picture.height - 1)) return undefined;
  const x0 = Math.min(picture.width - 2, Math.floor(px));
  const y0 = Math.min(picture.height - 2, Math.floor(py));
  const dx = px - x0;
  const dy = py - y0;
  const at = y0 * picture.width + x0;
  const below = at + picture.width;
  const top = picture.grey[at]! * (1 - dx) + picture.grey[at + 1]! * dx;
  const bottom = picture.grey[below]! * (1 - dx) + picture.grey[below + 1]! * dx;
  return top * (1 - dy) + bottom * dy;
}

/**
 * How far a photo's edges are from each of a set of near-twins' (decision 98): the photo's grey
 * levels are brought into the twins' common frame by `homography` (photo to picture, keypoint
 * coordinates) over `bounds`, one contrast is fitted to the twins' mean (as twinDifferences does
 * for colours, so the photo's lighting weighs alike for all), and the differences between
 * neighbouring pixels, across and down, are compared with each twin's as a mean square. Edges
 * ignore the photo's brightness offset and a body colour's slow shading and answer to what is
 * drawn sharp: a wordmark's letters, which is all that differs between brands sharing an accent
 * colour. Twins must share a grey thumbnail size; Infinity for each when the photo covers none
 * of the box.
 */
export function twinEdgeDifferences(photo: GreyPixels, twins: readonly GreyPixels[], homography: ArrayLike<number>, bounds: Bounds): number[] {
  const back = invert3(homography);
  const first = twins[0];
  if (!back || !first) return twins.map(() => Infinity);
  const { width, height, frameWidth, frameHeight } = first;
  // The photo's grey level at each twin pixel it covers inside the box; NaN elsewhere.
  const seen = new Float64Array(width * height).fill(Number.NaN);
  const covered: number[] = [];
  for (let v = 0; v < height; v++) {
    const fy = ((v + 0.5) * frameHeight) / height - 0.5;
    if (fy < bounds[1] || fy > bounds[3]) continue;
    for (let u = 0; u < width; u++) {
      const fx = ((u + 0.5) * frameWidth) / width - 0.5;
      if (fx < bounds[0] || fx > bounds[2]) continue;
      const point = project(back, fx, fy);
      const grey = point && sampleGrey(photo, point[0], point[1]);
      if (grey === undefined) continue;
      seen[v * width + u] = grey;
      covered.push(v * width + u);
    }
  }
  if (covered.length === 0) return twins.map(() => Infinity);
  const gain = contrastAgainstMean(seen, covered, twins);
  return twins.map((twin) => {
    let squared = 0;
    let pairs = 0;
    for (const at of covered) {
      // Right and lower neighbours, when the photo covers them too.
      for (const step of [1, width]) {
        const to = at + step;
        if (step === 1 && (at % width) + 1 >= width) continue;
        if (to >= seen.length || Number.isNaN(seen[to]!)) continue;
        squared += (seen[to]! - seen[at]! - gain * (twin.grey[to]! - twin.grey[at]!)) ** 2;
        pairs++;
      }
    }
    return pairs > 0 ? squared / pairs : Infinity;
  });
}

/** The gain of the least-squares line photo ~ gain * twins' mean + offset over the covered pixels (1 when the twins are flat). */
function contrastAgainstMean(seen: Float64Array, covered: readonly number[], twins: readonly GreyPixels[]): number {
  let sumMean = 0;
  let sumSeen = 0;
  let sumMeanSquared = 0;
  let sumProduct = 0;
  for (const at of covered) {
    let mean = 0;
    for (const twin of twins) mean += twin.grey[at]!;
    mean /= twins.length;
    sumMean += mean;
    sumSeen += seen[at]!;
    sumMeanSquared += mean * mean;
    sumProduct += mean * seen[at]!;
  }
  const n = covered.length;
  const spread = sumMeanSquared - (sumMean * sumMean) / n;
  return spread > 1e-6 ? (sumProduct - (sumMean * sumSeen) / n) / spread : 1;
}

/** Stored form of a grey thumbnail: the frame's width and height (16 bits each), then the grey levels. */
export function encodeGreyThumbnail(thumbnail: GreyPixels): Buffer {
  const bytes = Buffer.alloc(4 + thumbnail.grey.length);
  bytes.writeUInt16LE(thumbnail.frameWidth, 0);
  bytes.writeUInt16LE(thumbnail.frameHeight, 2);
  bytes.set(thumbnail.grey, 4);
  return bytes;
}

/** A stored grey thumbnail, or undefined when the bytes are not one (a row from before decision 98). */
export function decodeGreyThumbnail(bytes: Uint8Array | null): GreyPixels | undefined {
  if (!bytes || bytes.byteLength !== 4 + GREY_SIDE * GREY_SIDE) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: GREY_SIDE, height: GREY_SIDE, grey: Uint8Array.from(bytes.subarray(4)), frameWidth: view.getUint16(0, true), frameHeight: view.getUint16(2, true) };
}
