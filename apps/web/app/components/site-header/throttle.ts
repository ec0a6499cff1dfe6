export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (on unsubscribe). */
  cancel: () => void;
}

/**
 * Runs `fn` at most once every `ms`: at once when the last run is old enough, otherwise once
 * more at the end of the wait with the latest arguments, so the final state is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latestArgs: A | undefined;

  const run = (args: A) => {
    lastRun = Date.now();
    timer = undefined;
    latestArgs = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const wait = ms - (Date.now() - lastRun);
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    latestArgs = args;
    timer ??= setTimeout(() => {
      if (latestArgs) run(latestArgs);
    }, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    latestArgs = undefined;
  };
  return throttled;
}
