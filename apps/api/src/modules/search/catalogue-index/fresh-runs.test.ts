import { describe, expect, it } from 'vitest';
import { freshRuns } from './fresh-runs.ts';

/** A task whose runs finish when the test says, each answering its own number. */
function controlledTask() {
  const finishers: (() => void)[] = [];
  let started = 0;
  const task = () => {
    const number = ++started;
    return new Promise<number>((resolve) => finishers.push(() => resolve(number)));
  };
  return { task, started: () => started, finish: (run: number) => finishers[run - 1]?.() };
}

describe('freshRuns', () => {
  it('gives callers that arrive during a run the next run, started after that one ends, and shares it', async () => {
    const { task, started, finish } = controlledTask();
    const run = freshRuns(task);
    const first = run();
    const second = run();
    const third = run();
    expect(started()).toBe(1);
    finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(started()).toBe(2);
    finish(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('starts at once when nothing runs, and after a failed run', async () => {
    let calls = 0;
    const run = freshRuns(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    const failing = run();
    const after = run();
    await expect(failing).rejects.toThrow('down');
    expect(await after).toBe(2);
    expect(await run()).toBe(3);
  });
});
