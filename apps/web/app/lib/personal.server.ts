import type { AppLoadContext } from 'react-router';
import { shopperCart } from './cart.server.ts';

/** What the header and the search filters show that belongs to this shopper alone. */
export async function loadPersonal(context: AppLoadContext) {
  const [user, cartSummary, unreadNotifications] = await Promise.all([
    context.user(),
    // Spec §8: a cart that fails to load counts as empty, silently.
    (shopperCart(context).resume() ?? Promise.resolve(undefined)).catch(() => undefined),
    // Spec §4: a signed-in user's notifications are asked for on start; the header shows how many are unread.
    context.token ? context.api.unreadNotifications().catch(() => 0) : Promise.resolve(0),
  ]);
  const clientSession = context.clientSession();
  return {
    user,
    cartCount: cartSummary?.numProducts ?? 0,
    unreadNotifications: user ? unreadNotifications : 0,
    /** Newest first (spec §4: the last 5). */
    searchHistory: clientSession.searchHistory,
    localizationHistory: clientSession.localizationHistory,
  };
}

export type Personal = Awaited<ReturnType<typeof loadPersonal>>;
