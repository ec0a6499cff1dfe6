import { subscriptions } from '@store/db/schema/index';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerPeriodicTask } from '../../lib/periodic-task.ts';
import { settleStalledCapture } from '../payments/capture-recovery.ts';
import { completePlanPayment, refundMismatchedPlanCharge, releasePlanPayment } from './subscriptions.service.ts';

/**
 * Finishes every plan payment whose capture started more than `staleAfterMs` ago and never ended
 * (the process stopped while the provider took the money), as orders' are
 * (orders/order-capture.ts): claimed by moving the stamp on, settled with what the provider says,
 * tried again a period later when it cannot say. Returns how many were settled.
 */
export async function finishStalledPlanCaptures(app: Pick<FastifyInstance, 'db' | 'paymentGateway' | 'log'>, staleAfterMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - staleAfterMs);
  const stalled = and(eq(subscriptions.status, 'CAPTURING'), lt(subscriptions.captureStartedAt, cutoff), isNotNull(subscriptions.payerId));
  const candidates = await app.db.select({ id: subscriptions.id }).from(subscriptions).where(stalled).limit(50);
  let settled = 0;
  for (const { id } of candidates) {
    const [claimed] = await app.db.update(subscriptions).set({ captureStartedAt: now }).where(and(eq(subscriptions.id, id), stalled)).returning();
    if (!claimed?.payerId) continue;
    let outcome;
    try {
      outcome = await settleStalledCapture(app.paymentGateway, claimed.providerPaymentId, claimed.payerId, { amount: claimed.chargedAmount, currency: claimed.chargedCurrency });
    } catch (error) {
      app.log.warn({ err: error, paymentId: claimed.providerPaymentId }, 'stalled plan capture: the provider cannot say yet');
      continue;
    }
    if (outcome.kind === 'paid') await completePlanPayment(app.db, claimed, outcome.executed.payerId);
    else if (outcome.kind === 'mismatched') await refundMismatchedPlanCharge(app.db, claimed, outcome.executed, outcome.detail);
    else await releasePlanPayment(app.db, claimed.id, outcome.kind === 'failed' ? { status: 'FAILED', error: outcome.detail } : { status: 'CREATED' });
    app.log.info({ paymentId: claimed.providerPaymentId, outcome: outcome.kind }, 'stalled plan capture settled');
    settled += 1;
  }
  return settled;
}

/** Every CHECKOUT_SWEEP_SECONDS, with the orders' sweep: plan captures cut short are finished. */
export function registerPlanCaptureRecovery(app: FastifyInstance) {
  registerPeriodicTask(app, 'plan capture recovery', app.config.CHECKOUT_SWEEP_SECONDS, async () => {
    await finishStalledPlanCaptures(app, app.config.PAYMENT_CAPTURE_STALE_SECONDS * 1000);
  });
}
