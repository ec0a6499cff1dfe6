import type { FastifyInstance } from 'fastify';
import { registerPeriodicTask } from '../../lib/periodic-task.ts';
import { expireReservations } from './checkout.service.ts';
import { finishStalledOrderCaptures } from './order-capture.ts';
import { cancelUnpaidOrders } from './seller-orders.service.ts';

/**
 * Puts stock back on sale when nobody will come for it: reservations whose cart timer ran out,
 * and online payments not confirmed within PAYMENT_WINDOW_MINUTES. First, it finishes captures
 * cut short (PAYMENT_CAPTURE_STALE_SECONDS), so an order whose money was taken is paid, never
 * cancelled. Reads of a reservation also expire it on the spot; this catches the buyers who
 * simply leave. Safe with several processes: each release is guarded by the status change it
 * makes.
 */
export function registerCheckoutSweeper(app: FastifyInstance) {
  registerPeriodicTask(app, 'checkout sweep', app.config.CHECKOUT_SWEEP_SECONDS, async () => {
    await finishStalledOrderCaptures(app, app.config.PAYMENT_CAPTURE_STALE_SECONDS * 1000);
    const expired = await expireReservations(app.db);
    const cancelled = await cancelUnpaidOrders(app.db);
    if (expired.length > 0 || cancelled > 0) app.log.info({ expired: expired.length, cancelled }, 'checkout sweep released stock');
  });
}
