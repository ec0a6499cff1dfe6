/** Side of the square colour thumbnail kept of every picture (and made of every photo). */
export const THUMBNAIL_SIDE = 64;

/**
 * A picture's colours at THUMBNAIL_SIDE x THUMBNAIL_SIDE (RGB, a byte a channel), stretched over
 * the frame its keypoints were found in (`frameWidth` x `frameHeight` pixels), so a point of that
 * frame can be read from it.
 */
export interface Thumbnail {
  frameWidth: number;
  frameHeight: number;
  rgb: Uint8Array;
}

/** A rectangle of a picture's frame: left, top, right, bottom. */
export type Region = readonly [number, number, number, number];

/** Stored form: the frame's width and height (16 bits each), then the pixels. */
export function encodeThumbnail(thumbnail: Thumbnail): Buffer {
  const bytes = Buffer.alloc(4 + thumbnail.rgb.length);
  bytes.writeUInt16LE(thumbnail.frameWidth, 0);
  bytes.writeUInt16LE(thumbnail.frameHeight, 2);
  bytes.set(thumbnail.rgb, 4);
  return bytes;
}

/** A stored thumbnail, or undefined for bytes of another length (an empty or older row). */
export function decodeThumbnail(bytes: Uint8Array | null | undefined): Thumbnail | undefined {
  if (!bytes || bytes.byteLength !== 4 + THUMBNAIL_SIDE * THUMBNAIL_SIDE * 3) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { frameWidth: view.getUint16(0, true), frameHeight: view.getUint16(2, true), rgb: Uint8Array.from(bytes.subarray(4)) };
}

/** The inverse of a 3 x 3 matrix (row by row), or undefined when it has none. */
export function invert3(m: ArrayLike<number>): Float64Array | undefined {
  const [a, b, c, d, e, f, g, h, i] = Array.from(m) as [number, number, number, number, number, number, number, number, number];
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const determinant = a * A + b * B + c * C;
  if (!Number.isFinite(determinant) || Math.abs(determinant) < 1e-12) return undefined;
  const k = 1 / determinant;
  return Float64Array.from([A * k, -(b * i - c * h) * k, (b * f - c * e) * k, B * k, (a * i - c * g) * k, -(a * f - c * d) * k, C * k, -(a * h - b * g) * k, (a * e - b * d) * k]);
}

/** Pairs needed before a correlation means anything. */
const MIN_PAIRS = 32;

/**
 * How alike two pictures' colours are once one is laid on the other (decision 85): every
 * thumbnail pixel of `candidate` inside `region` (of its frame) is carried by `toQuery` (a
 * perspective from the candidate's frame to the query's, row by row) into the query's frame and
 * read there; the correlation of the two readings, per channel and averaged, is 1 for the same
 * colours under any brightness and contrast, and lower where a wordmark or an accent differs.
 * Points that land outside the query, or too few of them, give -1.
 */
export function alignedCorrelation(query: Thumbnail, candidate: Thumbnail, toQuery: ArrayLike<number>, region: Region): number {
  const side = THUMBNAIL_SIDE;
  const [left, top, right, bottom] = region;
  const cx = candidate.frameWidth / side;
  const cy = candidate.frameHeight / side;
  const qx = side / query.frameWidth;
  const qy = side / query.frameHeight;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = Array.from(toQuery) as [number, number, number, number, number, number, number, number, number];
  // Sums per channel: candidate, query, their squares and products.
  const sums = new Float64Array(15);
  let pairs = 0;
  for (let y = 0; y < side; y++) {
    const fy = (y + 0.5) * cy;
    if (fy < top || fy > bottom) continue;
    for (let x = 0; x < side; x++) {
      const fx = (x + 0.5) * cx;
      if (fx < left || fx > right) continue;
      const w = h6 * fx + h7 * fy + h8;
      if (w <= 0) continue;
      // Into the query's thumbnail, where pixel centres sit at half-integers.
      const u = ((h0 * fx + h1 * fy + h2) / w) * qx - 0.5;
      const v = ((h3 * fx + h4 * fy + h5) / w) * qy - 0.5;
      if (!(u >= 0 && v >= 0 && u <= side - 1 && v <= side - 1)) continue;
      const u0 = Math.min(side - 2, Math.floor(u));
      const v0 = Math.min(side - 2, Math.floor(v));
      const du = u - u0;
      const dv = v - v0;
      const at = (v0 * side + u0) * 3;
      const below = at + side * 3;
      const from = (y * side + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        const q =
          (1 - dv) * ((1 - du) * query.rgb[at + channel]! + du * query.rgb[at + 3 + channel]!) + dv * ((1 - du) * query.rgb[below + channel]! + du * query.rgb[below + 3 + channel]!);
        const c = candidate.rgb[from + channel]!;
        sums[channel * 5]! += c;
        sums[channel * 5 + 1]! += q;
        sums[channel * 5 + 2]! += c * c;
        sums[channel * 5 + 3]! += q * q;
        sums[channel * 5 + 4]! += c * q;
      }
      pairs++;
    }
  }
  if (pairs < MIN_PAIRS) return -1;
  let total = 0;
  for (let channel = 0; channel < 3; channel++) {
    const [sc, sq, scc, sqq, scq] = [sums[channel * 5]!, sums[channel * 5 + 1]!, sums[channel * 5 + 2]!, sums[channel * 5 + 3]!, sums[channel * 5 + 4]!];
    const covariance = scq - (sc * sq) / pairs;
    const spread = Math.sqrt(Math.max(0, scc - (sc * sc) / pairs) * Math.max(0, sqq - (sq * sq) / pairs));
    // A channel flat on either side (a white box on white) says nothing: it counts 0.
    total += spread > 1e-6 ? covariance / spread : 0;
  }
  return total / 3;
}
