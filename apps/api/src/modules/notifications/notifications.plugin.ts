import type { FastifyInstance } from 'fastify';
import { Notifier } from './notifier.ts';
import { type Transports, transportsFromConfig } from './transports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and SMS through the outbox; see notifier.ts for how to send. */
    notifier: Notifier;
  }
}

const RETRY_EVERY_MS = 60_000;

/**
 * Decorates the app with its notifier. While SMTP or an SMS provider is configured, messages
 * that could not be delivered are retried every minute (outside tests).
 */
export function registerNotifier(app: FastifyInstance, transports: Transports = transportsFromConfig(app.config)) {
  const notifier = new Notifier(app.db, transports, app.log, app.config.publicOrigin);
  app.decorate('notifier', notifier);
  if (app.config.NODE_ENV === 'test' || (!transports.mail && !transports.sms)) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      notifier.retryPending().catch((error: unknown) => app.log.error({ err: error }, 'outbox retry failed'));
    }, RETRY_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
