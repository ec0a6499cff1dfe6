import type { CartChange, ValidatedCart } from '@store/contracts/cart-api';

type Items = ValidatedCart['cart']['items'];

/**
 * What the server changed in the cart between two reads (checkout refused for want of stock
 * lowers or removes lines), merged with the changes each read reported, once per line and kind.
 */
export function cartDifferences(before: ValidatedCart | undefined, after: ValidatedCart | undefined): CartChange[] {
  const beforeItems: Items = before?.cart.items ?? [];
  const afterItems = new Map((after?.cart.items ?? []).map((item) => [item.productSlug, item]));
  const found: CartChange[] = [...(before?.changes ?? []), ...(after?.changes ?? [])];
  for (const item of beforeItems) {
    const now = afterItems.get(item.productSlug);
    if (!now) found.push({ productSlug: item.productSlug, kind: 'unavailable' });
    else if (now.quantity < item.quantity) found.push({ productSlug: item.productSlug, kind: 'quantity-capped', quantity: now.quantity });
  }
  const seen = new Map<string, CartChange>();
  // The latest word on a line wins: a second cap replaces the first.
  for (const change of found) seen.set(`${change.productSlug}|${change.kind}`, change);
  return [...seen.values()];
}

/** A checkout refused for want of stock: the message and what changed in the cart. */
export type CheckoutRefusal = { error: string; changes: CartChange[] };

/** Whether an answer of the cart's action is a refused checkout, with what it changed. */
export function isCheckoutRefusal(value: unknown): value is CheckoutRefusal {
  return typeof value === 'object' && value !== null && 'changes' in value && Array.isArray(value.changes);
}
