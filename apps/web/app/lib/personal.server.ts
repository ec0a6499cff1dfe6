import type { AppLoadContext } from 'react-router';
import { shopperCart } from './cart.server.ts';

/** What the header and the search filters show that belongs to this shopper alone. */
export async function loadPersonal(context: AppLoadContext) {
  const [user, cartSummary] = await Promise.all([
    context.user(),
    // Spec §8: a cart that fails to load counts as empty, silently.
    (shopperCart(context).resume() ?? Promise.resolve(undefined)).catch(() => undefined),
  ]);
  const clientSession = context.clientSession();
  return {
    user,
    cartCount: cartSummary?.numProducts ?? 0,
    /** Newest first (spec §4: the last 5). */
    searchHistory: clientSession.searchHistory,
    localizationHistory: clientSession.localizationHistory,
  };
}

export type Personal = Awaited<ReturnType<typeof loadPersonal>>;
