import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../../lib/api/client.server.ts';
import { shopperCart } from '../../../lib/cart.server.ts';
import { startCheckout } from '../../../lib/checkout.server.ts';
import { failureStatus, problemKey } from '../../../lib/form-errors.server.ts';
import { cartDifferences, type CheckoutRefusal } from './cart-differences.ts';

/**
 * "Checkout": holds the cart's stock for the cart timer and goes to /cart/checkout. When some
 * line has less stock than asked, the API lowers the cart; the buyer sees what changed.
 */
export async function checkoutAction(context: AppLoadContext) {
  const cart = shopperCart(context);
  const before = await (cart.read() ?? Promise.resolve(undefined)).catch(() => undefined);
  try {
    await startCheckout(context);
    return redirect('/cart/checkout');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'checkout/out-of-stock') {
      const after = await (cart.read() ?? Promise.resolve(undefined)).catch(() => undefined);
      // Answered as a success: the cart was brought in line with the stock, and every loader
      // (the cart, the header's badge) must read it again, which a 4xx would skip.
      return data<CheckoutRefusal>({ error: 'errors.checkout/out-of-stock', changes: cartDifferences(before, after) });
    }
    return data<CheckoutRefusal>({ error: problemKey(error, ['checkout/empty-cart']), changes: [] }, { status: failureStatus(error) });
  }
}
