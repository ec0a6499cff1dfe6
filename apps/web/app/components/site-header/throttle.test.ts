import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once and the last one of a burst at the end of the wait', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 10);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(10);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs at once again after a quiet period', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 30);
    throttled('a');
    vi.advanceTimersByTime(50);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 10);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(20);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
