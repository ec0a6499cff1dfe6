import type { PaymentMethod, SubOrderStatus } from '@store/contracts/order-rules';
import type { SubOrder } from '@store/contracts/orders';

export interface TimelineStep {
  status: SubOrderStatus;
  /** When it happened; null for a step still to come. */
  at: string | null;
}

/**
 * A parcel's road: placed, paid (online payments, or cash once collected), shipped, delivered;
 * a cancelled parcel shows the steps it reached, then the cancellation.
 */
export function timelineSteps(subOrder: Pick<SubOrder, 'status' | 'placedAt' | 'paidAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'>, paymentMethod: PaymentMethod): TimelineStep[] {
  const steps: TimelineStep[] = [{ status: 'PLACED', at: subOrder.placedAt }];
  if (paymentMethod === 'PAYPAL' || subOrder.paidAt) steps.push({ status: 'PAID', at: subOrder.paidAt });
  steps.push({ status: 'SHIPPED', at: subOrder.shippedAt }, { status: 'DELIVERED', at: subOrder.deliveredAt });
  if (subOrder.status !== 'CANCELLED') return steps;
  return [...steps.filter((step) => step.at !== null), { status: 'CANCELLED', at: subOrder.cancelledAt }];
}

/** The step the parcel is at: the last one that happened. */
export function currentStep(steps: readonly TimelineStep[]): TimelineStep | undefined {
  return steps.findLast((step) => step.at !== null);
}
