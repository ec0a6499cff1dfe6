import type { AdminOrder } from '@store/contracts/admin-orders';
import { orders } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../lib/http-problem.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { notifyInbox } from '../inbox/inbox.service.ts';
import { adminOrder, lockOrderForOperator, orderTotalText } from './admin-orders.service.ts';
import { escapeMarkdown } from '../inbox/escape-markdown.ts';


/**
 * An operator records that the money of a cancelled paid order went back to the buyer (the
 * gateways cannot refund: it was done in PayPal's dashboard, or in cash). Once, with the order
 * locked: only an order whose refund is due; the buyer is told by mail or SMS and in their
 * notifications, and the audit log has the before and after.
 */
export async function markRefunded(app: FastifyInstance, actor: AuditActor, id: number, reference: string, now = new Date()): Promise<AdminOrder> {
  const queued = await app.db.transaction(async (tx) => {
    const order = await lockOrderForOperator(tx, id);
    if (order.refundStatus !== 'REFUND_DUE') throw new HttpProblem('order/not-refund-due', 'Only a cancelled paid order whose money is still owed can be marked refunded.');
    await tx.update(orders).set({ refundStatus: 'REFUNDED', refundedAt: now, refundedBy: actor.accountId, refundReference: reference }).where(eq(orders.id, id));
    await recordAudit(tx, actor, {
      entityType: 'order',
      entityId: String(id),
      action: 'order.refund',
      before: { refundStatus: 'REFUND_DUE' },
      after: { refundStatus: 'REFUNDED', reference },
    });
    const total = { fr: orderTotalText(order, 'fr'), en: orderTotalText(order, 'en') };
    if (order.accountId !== null) {
      await notifyInbox(tx, [
        {
          accountId: order.accountId,
          level: 'INFO',
          kind: 'order-refunded',
          bodyFr: `**Remboursement envoyé** : ${total.fr} pour la commande annulée ${order.number} (référence ${escapeMarkdown(reference)}).`,
          bodyEn: `**Refund sent**: ${total.en} for the cancelled order ${order.number} (reference ${escapeMarkdown(reference)}).`,
          link: `/order-tracking?number=${order.number}`,
        },
      ]);
    }
    const language = order.language === 'en' ? 'en' : 'fr';
    return app.notifier.send(tx, {
      to: { email: order.email, phoneNumber: order.phoneNumber },
      language,
      kind: 'order-refunded',
      params: { name: order.fullname, number: order.number, total: total[language], reference, url: app.notifier.linkTo('/order-tracking', { number: order.number }) },
    });
  });
  void app.notifier.deliver(queued);
  return adminOrder(app.db, id);
}
