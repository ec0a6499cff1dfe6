import type { FastifyInstance } from 'fastify';
import { registerPeriodicTask } from '../../lib/periodic-task.ts';
import { mailInboxDigests } from './inbox-mail.ts';

/** Every five minutes: pro shops get their new notifications by mail too. */
export function registerInboxMail(app: FastifyInstance) {
  registerPeriodicTask(app, 'inbox mail', 300, async () => {
    const mailed = await mailInboxDigests(app.db, app.notifier);
    if (mailed > 0) app.log.info({ mailed }, 'notification digests mailed');
  });
}
