/** Side of the square every picture is reduced to before it is described. */
export const DESCRIPTOR_SIDE = 48;
const SIDE = DESCRIPTOR_SIDE;
/** Hue bins of coloured pixels, and grey levels of the nearly colourless ones. */
const HUES = 36;
const SATURATIONS = 3;
const VALUES = 3;
const GREYS = 4;
const COLOUR_BINS = HUES * SATURATIONS * VALUES + GREYS;
/** Gradient orientations per cell, cells per side. */
const ORIENTATIONS = 9;
const CELLS = 4;
const SHAPE_BINS = ORIENTATIONS * CELLS * CELLS;
/** The descriptor's length: colours, then shape. */
export const DESCRIPTOR_LENGTH = COLOUR_BINS + SHAPE_BINS;
/** How much the shape part counts against the colour part. */
const SHAPE_WEIGHT = 0.5;

/** Scales a part of the vector to length 1 (a part that is all zeros stays so). */
function normalize(vector: Float32Array, from: number, to: number, weight = 1) {
  let sum = 0;
  for (let i = from; i < to; i++) sum += vector[i]! * vector[i]!;
  const scale = sum > 0 ? weight / Math.sqrt(sum) : 0;
  for (let i = from; i < to; i++) vector[i]! *= scale;
}

/**
 * A visual descriptor of a picture (decision 70): a colour histogram (hue, saturation, value;
 * greys apart) weighted towards the middle, where the item is, and a histogram of edge
 * directions in a 4 x 4 grid counting half as much, the whole of length 1. Two pictures of the
 * same item are near in cosine; lighting, compression and a little cropping move it little.
 * Measured by `npm run bench:vision` (decision 70): far from a learned model's recall.
 */
export function describePixels(rgb: Uint8Array): Float32Array {
  const vector = new Float32Array(DESCRIPTOR_LENGTH);
  const grey = new Float32Array(SIDE * SIDE);
  const centre = (SIDE - 1) / 2;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const at = y * SIDE + x;
      const r = rgb[at * 3]! / 255;
      const g = rgb[at * 3 + 1]! / 255;
      const b = rgb[at * 3 + 2]! / 255;
      grey[at] = 0.299 * r + 0.587 * g + 0.114 * b;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const saturation = max === 0 ? 0 : (max - min) / max;
      const distance = Math.hypot(x - centre, y - centre) / centre;
      const weight = Math.exp(-distance * distance);
      let bin: number;
      if (saturation < 0.15 || max - min < 0.06) {
        bin = HUES * SATURATIONS * VALUES + Math.min(GREYS - 1, Math.floor(max * GREYS));
      } else {
        const hue = max === r ? ((g - b) / (max - min) + 6) % 6 : max === g ? (b - r) / (max - min) + 2 : (r - g) / (max - min) + 4;
        const h = Math.min(HUES - 1, Math.floor((hue / 6) * HUES));
        const s = Math.min(SATURATIONS - 1, Math.floor(saturation * SATURATIONS));
        const v = Math.min(VALUES - 1, Math.floor(max * VALUES));
        bin = (h * SATURATIONS + s) * VALUES + v;
      }
      vector[bin]! += weight;
    }
  }
  // Square roots before scaling (Hellinger): one dominant colour does not drown the others.
  for (let i = 0; i < COLOUR_BINS; i++) vector[i] = Math.sqrt(vector[i]!);
  normalize(vector, 0, COLOUR_BINS);
  const cellSide = SIDE / CELLS;
  for (let y = 1; y < SIDE - 1; y++) {
    for (let x = 1; x < SIDE - 1; x++) {
      const dx = grey[y * SIDE + x + 1]! - grey[y * SIDE + x - 1]!;
      const dy = grey[(y + 1) * SIDE + x]! - grey[(y - 1) * SIDE + x]!;
      const magnitude = Math.hypot(dx, dy);
      if (magnitude < 0.02) continue;
      // Direction without sign (0 to pi): an edge is the same edge whichever side is darker.
      const angle = (Math.atan2(dy, dx) + Math.PI) % Math.PI;
      const orientation = Math.min(ORIENTATIONS - 1, Math.floor((angle / Math.PI) * ORIENTATIONS));
      const cell = Math.floor(y / cellSide) * CELLS + Math.floor(x / cellSide);
      vector[COLOUR_BINS + cell * ORIENTATIONS + orientation]! += magnitude;
    }
  }
  for (let i = COLOUR_BINS; i < DESCRIPTOR_LENGTH; i++) vector[i] = Math.sqrt(vector[i]!);
  normalize(vector, COLOUR_BINS, DESCRIPTOR_LENGTH, SHAPE_WEIGHT);
  // The whole to length 1: a picture's similarity to itself is 1.
  normalize(vector, 0, DESCRIPTOR_LENGTH);
  return vector;
}
