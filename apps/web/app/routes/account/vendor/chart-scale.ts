/*
 * The arithmetic of My shop's day chart, kept apart from its drawing so it can be tested: a
 * round top for the axis, bar heights on it, and which days get a label.
 */

/** Round tops of an axis, times a power of ten: close enough above the highest day that bars fill the panel. */
const ROUND_TOPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest round top at or above `max` (at least 1): 7 -> 8, 48 -> 50, 310 -> 400. */
export function niceCeiling(max: number): number {
  if (!(max > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = ROUND_TOPS.find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** Each value as a bar height on an axis from 0 to `top` drawn `height` tall; a value above 0 shows at least 1 unit. */
export function barHeights(values: readonly number[], top: number, height: number): number[] {
  return values.map((value) => (value <= 0 ? 0 : Math.max(1, Math.round((Math.min(value, top) / top) * height * 10) / 10)));
}

/** The days that carry a date under the axis: the first, every `every` days, and the last (never one crowding it). */
export function labelledDays(count: number, every = 7): number[] {
  if (count <= 0) return [];
  const picked = [];
  for (let index = 0; index < count - 1; index += every) if (count - 1 - index >= every / 2 || index === 0) picked.push(index);
  return [...picked, count - 1];
}
