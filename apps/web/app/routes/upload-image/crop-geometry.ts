/*
 * The crop box of a photo search, in fractions of the picture (0 to 1 on each side), so it
 * does not change when the preview is drawn at another size. Pure: the page moves it with the
 * pointer and the keyboard, and cuts the picture with it before sending.
 */

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export const corners: readonly Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** The whole picture: where a crop starts and what Reset gives back. */
export const WHOLE_PICTURE: CropRect = { x: 0, y: 0, width: 1, height: 1 };

/** The smallest box, a tenth of each side: smaller says too little to compare. */
export const MIN_CROP_SIDE = 0.1;

/** How far an arrow key moves the box or a corner (a larger step with Shift). */
export const KEY_STEP = 0.02;
export const LARGE_KEY_STEP = 0.1;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The box moved by (dx, dy), kept inside the picture with its size unchanged. */
export function moveCrop(rect: CropRect, dx: number, dy: number): CropRect {
  return { ...rect, x: clamp(rect.x + dx, 0, 1 - rect.width), y: clamp(rect.y + dy, 0, 1 - rect.height) };
}

/** The box with one corner moved by (dx, dy): the opposite corner stays, each side at least MIN_CROP_SIDE, all inside the picture. */
export function moveCorner(rect: CropRect, corner: Corner, dx: number, dy: number): CropRect {
  let left = rect.x;
  let top = rect.y;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  if (corner.endsWith('left')) left = clamp(left + dx, 0, right - MIN_CROP_SIDE);
  else right = clamp(right + dx, left + MIN_CROP_SIDE, 1);
  if (corner.startsWith('top')) top = clamp(top + dy, 0, bottom - MIN_CROP_SIDE);
  else bottom = clamp(bottom + dy, top + MIN_CROP_SIDE, 1);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The move an arrow key asks for, or undefined for any other key. */
export function arrowStep(key: string, large: boolean): { dx: number; dy: number } | undefined {
  const step = large ? LARGE_KEY_STEP : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return undefined;
  }
}

export interface CropPixels {
  /** The part of the picture to keep, in its own pixels. */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** The size it is drawn at: the longest side at most `maxSide`, never enlarged. */
  width: number;
  height: number;
}

/** Where the box falls on a picture of `pictureWidth` x `pictureHeight` pixels, and the size to send it at. */
export function cropPixels(rect: CropRect, pictureWidth: number, pictureHeight: number, maxSide: number): CropPixels {
  const sx = clamp(Math.round(rect.x * pictureWidth), 0, pictureWidth - 1);
  const sy = clamp(Math.round(rect.y * pictureHeight), 0, pictureHeight - 1);
  const sw = clamp(Math.round(rect.width * pictureWidth), 1, pictureWidth - sx);
  const sh = clamp(Math.round(rect.height * pictureHeight), 1, pictureHeight - sy);
  const scale = Math.min(1, maxSide / Math.max(sw, sh));
  return { sx, sy, sw, sh, width: Math.max(1, Math.round(sw * scale)), height: Math.max(1, Math.round(sh * scale)) };
}

/** True when the box is the whole picture (nothing to cut). */
export const isWholePicture = (rect: CropRect) => rect.x === 0 && rect.y === 0 && rect.width === 1 && rect.height === 1;
