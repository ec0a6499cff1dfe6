import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../../lib/api/client.ts';
import { shopperCart } from '../../../lib/cart.server.ts';
import { startCheckout } from '../../../lib/checkout.server.ts';
import { problemKey } from '../../../lib/form-errors.ts';
import { resolvePreferences } from '../../../lib/preferences.server.ts';
import { setCookieInit } from '../../../lib/set-cookies.server.ts';
import { signInAgain } from '../../../lib/session.server.ts';
import { cartDifferences, type CheckoutRefusal } from './cart-differences.ts';


/**
 * "Checkout": holds the cart's stock for the cart timer and goes to /cart/checkout. When some
 * line has less stock than asked, the API lowers the cart; the buyer sees what changed.
 */
export async function checkoutAction(request: Request, context: AppLoadContext) {
  const { language, currency } = await resolvePreferences(request);
  const cart = await shopperCart(request, context, language, currency);
  const before = await (cart.read() ?? Promise.resolve(undefined)).catch(() => undefined);
  try {
    const { setCookies } = await startCheckout(request, context, language, currency);
    return redirect('/cart/checkout', setCookieInit(setCookies));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return signInAgain(request);
    if (error instanceof ApiError && error.code === 'checkout/out-of-stock') {
      const after = await (cart.read() ?? Promise.resolve(undefined)).catch(() => undefined);
      // Answered as a success: the cart was brought in line with the stock, and every loader
      // (the cart, the header's badge) must read it again, which a 4xx would skip.
      return data<CheckoutRefusal>({ error: 'errors.checkout/out-of-stock', changes: cartDifferences(before, after) });
    }
    return data<CheckoutRefusal>({ error: problemKey(error, ['checkout/empty-cart']), changes: [] }, { status: error instanceof ApiError ? error.status : 500 });
  }
}
