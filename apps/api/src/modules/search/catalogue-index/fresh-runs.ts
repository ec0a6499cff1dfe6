/**
 * Wraps a task so that every call gets a run that started after the call: a run already under
 * way may have read its data before the caller's own write, so callers arriving then share the
 * next run, which starts when that one ends. Calls while nothing runs start a run at once.
 */
export function freshRuns<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const run = task().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return running ?? start();
      });
    return next;
  };
}
