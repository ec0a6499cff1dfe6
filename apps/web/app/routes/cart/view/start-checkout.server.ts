import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../../lib/api/client.server.ts';
import { shopperCart } from '../../../lib/cart.server.ts';
import { startCheckout } from '../../../lib/checkout.server.ts';
import { failedForm, type FormSubmission } from '../../../lib/forms.server.ts';
import type { $ZodType } from 'zod/v4/core';
import { cartDifferences, type CheckoutRefusal } from './cart-differences.ts';
import { redirectKeepingQuery } from '../../../lib/redirect-target.ts';

/**
 * "Checkout": holds the cart's stock for the cart timer and goes to /cart/checkout. When some
 * line has less stock than asked, the API lowers the cart; the buyer sees what changed.
 */
export async function checkoutAction(request: Request, context: AppLoadContext, submission: FormSubmission<$ZodType>) {
  const cart = shopperCart(context);
  const before = await (cart.read() ?? Promise.resolve(undefined)).catch(() => undefined);
  try {
    await startCheckout(context);
    return redirectKeepingQuery(request, '/cart/checkout');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'checkout/out-of-stock') {
      const after = await (cart.read() ?? Promise.resolve(undefined)).catch(() => undefined);
      // Answered as a success: the cart was brought in line with the stock, and every loader
      // (the cart, the header's badge) must read it again, which a 4xx would skip.
      return data<CheckoutRefusal>({ error: 'errors.checkout/out-of-stock', changes: cartDifferences(before, after) });
    }
    return failedForm(submission, error);
  }
}
