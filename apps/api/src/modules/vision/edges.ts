import { type Bounds, decodeFramed, encodeFramed, forEachPixelInBox, invert3, sampleAt } from './aligned.ts';

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
  const { width } = first;
  // The photo's grey level at each twin pixel it covers inside the box; NaN elsewhere.
  const seen = new Float64Array(width * first.height).fill(Number.NaN);
  const covered: number[] = [];
  const grey = new Float64Array(1);
  forEachPixelInBox(first, back, bounds, (pixel, x, y) => {
    if (!sampleAt(photo, photo.grey, 1, x, y, grey)) return;
    seen[pixel] = grey[0]!;
    covered.push(pixel);
  });
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
  let [x, y, xx, xy] = [0, 0, 0, 0];
  for (const at of covered) {
    let mean = 0;
    for (const twin of twins) mean += twin.grey[at]!;
    mean /= twins.length;
    x += mean;
    y += seen[at]!;
    xx += mean * mean;
    xy += mean * seen[at]!;
  }
  const n = covered.length;
  const spread = xx - (x * x) / n;
  return spread > 1e-6 ? (xy - (x * y) / n) / spread : 1;
}

export const encodeGreyThumbnail = (thumbnail: GreyPixels): Buffer => encodeFramed(thumbnail.frameWidth, thumbnail.frameHeight, thumbnail.grey);

/** A stored grey thumbnail, or undefined when the bytes are not one (a row from before decision 98). */
export function decodeGreyThumbnail(bytes: Uint8Array | null): GreyPixels | undefined {
  const decoded = decodeFramed(bytes, GREY_SIDE, 1);
  return decoded && { ...decoded.frame, grey: decoded.values };
}
