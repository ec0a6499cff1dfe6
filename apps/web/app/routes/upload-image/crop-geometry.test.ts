import { describe, expect, it } from 'vitest';
import { arrowStep, cropPixels, MIN_CROP_SIDE, moveCorner, moveCrop, WHOLE_PICTURE } from './crop-geometry.ts';

const box = { x: 0.2, y: 0.2, width: 0.5, height: 0.4 };

describe('moveCrop', () => {
  it('moves the box without changing its size', () => {
    const moved = moveCrop(box, 0.1, -0.05);
    expect(moved.x).toBeCloseTo(0.3);
    expect(moved.y).toBeCloseTo(0.15);
    expect(moved.width).toBe(0.5);
    expect(moved.height).toBe(0.4);
  });

  it('stops at the edges of the picture', () => {
    expect(moveCrop(box, 1, 1)).toEqual({ x: 0.5, y: 0.6, width: 0.5, height: 0.4 });
    expect(moveCrop(box, -1, -1)).toEqual({ x: 0, y: 0, width: 0.5, height: 0.4 });
    expect(moveCrop(WHOLE_PICTURE, 0.1, 0.1)).toEqual(WHOLE_PICTURE);
  });
});

describe('moveCorner', () => {
  it('moves one corner and keeps the opposite one', () => {
    const grown = moveCorner(box, 'bottom-right', 0.1, 0.1);
    expect(grown.x).toBe(0.2);
    expect(grown.y).toBe(0.2);
    expect(grown.width).toBeCloseTo(0.6);
    expect(grown.height).toBeCloseTo(0.5);
    const cut = moveCorner(box, 'top-left', 0.1, 0.1);
    expect(cut.x + cut.width).toBeCloseTo(0.7);
    expect(cut.y + cut.height).toBeCloseTo(0.6);
    expect(cut.x).toBeCloseTo(0.3);
  });

  it('never goes outside the picture', () => {
    const right = moveCorner(box, 'top-right', 2, -2);
    expect(right.x + right.width).toBe(1);
    expect(right.y).toBe(0);
    expect(right.y + right.height).toBeCloseTo(0.6);
    const left = moveCorner(box, 'bottom-left', -2, 2);
    expect(left.x).toBe(0);
    expect(left.y + left.height).toBe(1);
  });

  it('keeps each side at least a tenth of the picture, even when a corner is dragged past the other', () => {
    const squashed = moveCorner(box, 'bottom-right', -1, -1);
    expect(squashed.width).toBeCloseTo(MIN_CROP_SIDE);
    expect(squashed.height).toBeCloseTo(MIN_CROP_SIDE);
    expect(squashed.x).toBe(0.2);
  });
});

describe('arrowStep', () => {
  it('moves by a small step, a large one with Shift, and ignores other keys', () => {
    expect(arrowStep('ArrowLeft', false)).toEqual({ dx: -0.02, dy: 0 });
    expect(arrowStep('ArrowDown', true)).toEqual({ dx: 0, dy: 0.1 });
    expect(arrowStep('Enter', false)).toBeUndefined();
  });
});

describe('cropPixels', () => {
  it("cuts the box out of the picture's own pixels", () => {
    expect(cropPixels(box, 1000, 800, 1600)).toEqual({ sx: 200, sy: 160, sw: 500, sh: 320, width: 500, height: 320 });
  });

  it('shrinks a large photo so its longest side is at most the limit, keeping its shape', () => {
    expect(cropPixels(WHOLE_PICTURE, 4000, 3000, 1600)).toEqual({ sx: 0, sy: 0, sw: 4000, sh: 3000, width: 1600, height: 1200 });
    expect(cropPixels(WHOLE_PICTURE, 3000, 4000, 1600)).toMatchObject({ width: 1200, height: 1600 });
  });

  it('never enlarges and never gives an empty picture', () => {
    expect(cropPixels({ x: 0.95, y: 0.95, width: 0.1, height: 0.1 }, 10, 10, 1600)).toEqual({ sx: 9, sy: 9, sw: 1, sh: 1, width: 1, height: 1 });
  });
});
