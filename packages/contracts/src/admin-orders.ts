import { z } from 'zod';
import { auditQuerySchema, pagingQuerySchema } from './admin.ts';
import { currencySchema } from './locale-schemas.ts';
import { paymentMethods, paymentStatuses, subOrderStatuses } from './order-rules.ts';
import { orderSchema } from './orders.ts';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, REFUND_REFERENCE_MAX, REFUND_REFERENCE_MIN } from './settings-rules.ts';

/*
 * Orders for operators (issue #15 item 7): search every order, read one with its parcels and
 * payments, cancel it with a reason (decision 71), record the refund of a cancelled paid order.
 */

const { page, size } = pagingQuerySchema.shape;
/** An optional UTC day, YYYY-MM-DD, as the audit log's filters read it. */
const day = auditQuerySchema.shape.from;

/**
 * REFUND_DUE when a paid order is cancelled: the money is owed back to the buyer (the gateway
 * cannot refund by itself); REFUNDED once an operator records that it went back.
 */
export const refundStatuses = ['REFUND_DUE', 'REFUNDED'] as const;

export const adminOrderQuerySchema = z
  .object({
    /** Part of the order number, the buyer's login, name, phone number or email. */
    query: z.string().trim().max(100).optional(),
    /** Part of a seller's shop name or login: orders with a parcel of that shop. */
    shop: z.string().trim().max(100).optional(),
    /** Orders with a parcel in this status. */
    status: z.enum(subOrderStatuses).optional(),
    paymentStatus: z.enum(paymentStatuses).optional(),
    /** First UTC day included. */
    from: day,
    /** Last UTC day included. */
    to: day,
    page,
    size,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'admin/date-range-invalid', path: ['to'] });
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;
export type AdminOrderFilter = Omit<AdminOrderQuery, 'page' | 'size'>;

export const adminOrderListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdDate: z.string(),
  buyerLogin: z.string().nullable(),
  fullname: z.string(),
  /** E.164. */
  phoneNumber: z.string(),
  email: z.string().nullable(),
  currency: currencySchema,
  grandTotal: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  refundStatus: z.enum(refundStatuses).nullable(),
  cancelledDate: z.string().nullable(),
  parcels: z.array(z.object({ shopName: z.string(), status: z.enum(subOrderStatuses) })),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  providerPaymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdDate: z.string(),
  completedDate: z.string().nullable(),
});

export const adminOrderSchema = orderSchema.extend({
  id: z.number().int(),
  buyer: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  /** Each parcel's seller account, by sub-order id. */
  sellers: z.array(z.object({ subOrderId: z.number().int(), id: z.number().int(), login: z.string() })),
  /** Every payment attempt, newest first. */
  payments: z.array(adminPaymentSchema),
  refundStatus: z.enum(refundStatuses).nullable(),
  /** The refund an operator recorded: when, who, and its reference. */
  refund: z.object({ date: z.string(), byLogin: z.string().nullable(), reference: z.string() }).nullable(),
  cancellation: z.object({ date: z.string(), reason: z.string(), byLogin: z.string().nullable() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** `POST admin/orders/{id}/cancel`. */
export const cancelOrderBodySchema = z.object({
  reason: z.string('order/cancel-reason-required').trim().min(CANCEL_REASON_MIN, 'order/cancel-reason-required').max(CANCEL_REASON_MAX, 'order/cancel-reason-too-long'),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

/** `POST admin/orders/{id}/refunded`: the money owed went back to the buyer, outside the store. */
export const markRefundedBodySchema = z.object({
  reference: z.string('order/refund-reference-required').trim().min(REFUND_REFERENCE_MIN, 'order/refund-reference-required').max(REFUND_REFERENCE_MAX, 'order/refund-reference-too-long'),
});
export type MarkRefundedBody = z.infer<typeof markRefundedBodySchema>;
