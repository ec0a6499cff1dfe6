/**
 * Loaded into the store process by bench/memory.ts (`node --import tsx --import <this>`): on the
 * IPC message "bench:memory" it answers with process.memoryUsage(), after a full collection
 * when the process runs with --expose-gc. Nothing else of the server changes.
 */
process.on('message', (message: unknown) => {
  if (message !== 'bench:memory') return;
  const collected = typeof globalThis.gc === 'function';
  globalThis.gc?.();
  process.send?.({ type: 'bench:memory', collected, ...process.memoryUsage() });
});
// The channel must not keep a stopping server alive.
process.channel?.unref();
