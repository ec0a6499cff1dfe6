import type { FastifyInstance } from 'fastify';
import { registerPeriodicTask } from '../../lib/periodic-task.ts';
import { remindExpiringPlans } from './subscriptions.service.ts';

/** Hourly: sellers whose paid plan ends within PLAN_REMINDER_DAYS, with nothing paid after, are told once. */
export function registerPlanReminders(app: FastifyInstance) {
  registerPeriodicTask(app, 'plan reminders', 3600, async () => {
    const reminded = await remindExpiringPlans(app.db);
    if (reminded > 0) app.log.info({ reminded }, 'plan expiry reminders sent');
  });
}
