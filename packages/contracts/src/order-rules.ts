import type { ShippingOption } from './cart.ts';

/*
 * Checkout choices and order statuses, safe for the browser: the delivery options and payment
 * methods a buyer picks, and how a seller's parcel moves on. Schemas are in orders.ts.
 */

// Shipping

/**
 * Delivery choices, priced per order in CFA. Codes are stable; labels are translated in the
 * pages (`shipping.<code>`). Ids are those of spec §3's shipping option.
 */
export const shippingOptionCodes = ['PICKUP', 'STANDARD', 'EXPRESS'] as const;
export type ShippingOptionCode = (typeof shippingOptionCodes)[number];
export const shippingOptions: readonly (ShippingOption & { code: ShippingOptionCode })[] = [
  { id: 1, code: 'PICKUP', label: 'PICKUP', cost: 0, currency: 'CFA' },
  { id: 2, code: 'STANDARD', label: 'STANDARD', cost: 1500, currency: 'CFA' },
  { id: 3, code: 'EXPRESS', label: 'EXPRESS', cost: 4000, currency: 'CFA' },
];
export const DEFAULT_SHIPPING_OPTION_ID = 2;
export function shippingOptionById(id: number): (ShippingOption & { code: ShippingOptionCode }) | undefined {
  return shippingOptions.find((option) => option.id === id);
}

// Payment

export const paymentMethods = ['PAYPAL', 'CASH_ON_DELIVERY'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

// Reservation (the cart timer)

export const reservationStatuses = ['ACTIVE', 'CONSUMED', 'RELEASED', 'EXPIRED'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

// Orders as buyers and sellers read them

/**
 * A seller's part of an order moves PLACED -> PAID -> SHIPPED -> DELIVERED, or is CANCELLED
 * before it ships. Cash on delivery skips PAID: delivery is payment.
 */
export const subOrderStatuses = ['PLACED', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type SubOrderStatus = (typeof subOrderStatuses)[number];
export const paymentStatuses = ['PENDING', 'CAPTURING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Statuses a seller may set next, from `from`, given how the order is paid. */
export function nextSellerStatuses(from: SubOrderStatus, paymentMethod: PaymentMethod): SubOrderStatus[] {
  switch (from) {
    case 'PLACED':
      return paymentMethod === 'CASH_ON_DELIVERY' ? ['SHIPPED', 'CANCELLED'] : ['CANCELLED'];
    case 'PAID':
      return ['SHIPPED', 'CANCELLED'];
    case 'SHIPPED':
      return ['DELIVERED'];
    default:
      return [];
  }
}

// Lines

/**
 * A line's unit price in the order's currency, as the order charged it: its total shared out
 * over the quantity (the total was converted once, so this is what one unit cost the buyer).
 */
export function unitInOrderCurrency<C extends string>(line: { lineTotal: number; quantity: number }, currency: C): { amount: number; currency: C } {
  return { amount: Math.round(line.lineTotal / Math.max(line.quantity, 1)), currency };
}
