import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `seconds` once the server is ready, never two runs at once, until it
 * closes. A failure is logged and the next run tries again. Off in tests, which call the
 * task themselves. Safe with several processes when each task guards its own changes.
 */
export function registerPeriodicTask(app: FastifyInstance, name: string, seconds: number, task: () => Promise<void>) {
  if (app.config.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          running = false;
        });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
