import type { CartLine } from '@store/contracts/cart-api';
import type { AppLoadContext } from 'react-router';

/**
 * The shopper's cart through the API: the account's when signed in, else the guest cart
 * named by the client session (spec §4: the cart lives in the session). Saving a guest's
 * first line points the client session at the new cart.
 */
export function shopperCart(context: AppLoadContext) {
  const { api, currency } = context;
  const slug = context.token ? undefined : (context.clientSession().cartSlug ?? undefined);
  const known = context.token !== undefined || slug !== undefined;
  return {
    read: () => (known ? api.cart(currency, slug) : undefined),
    resume: () => (known ? api.cartResume(currency, slug) : undefined),
    async save(lines: CartLine[]) {
      const validated = await api.saveCart({ cart: { slug: slug ?? null, items: lines, currency } });
      if (!context.token && validated.cart.slug && validated.cart.slug !== slug) context.updateClientSession({ cartSlug: validated.cart.slug });
      return validated;
    },
  };
}

/**
 * At sign-in, a guest's cart joins the account's: quantities of the same product add up and
 * the API caps them at the stock and 1000. The session then forgets the guest cart.
 */
export async function mergeGuestCart(context: AppLoadContext, token: string): Promise<void> {
  const slug = context.clientSession().cartSlug;
  if (!slug) return;
  const accountApi = context.apiAs(token);
  const [guest, mine] = await Promise.all([context.apiAs(undefined).cart(context.currency, slug).catch(() => undefined), accountApi.cart(context.currency).catch(() => undefined)]);
  const lines = [...(mine?.cart.items ?? []), ...(guest?.cart.items ?? [])].map((item) => ({ productSlug: item.productSlug, quantity: item.quantity }));
  if (guest && guest.cart.items.length > 0) await accountApi.saveCart({ cart: { slug, items: lines, currency: context.currency } }).catch(() => undefined);
  context.updateClientSession({ cartSlug: null });
}
