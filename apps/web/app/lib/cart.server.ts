import type { CartLine } from '@store/contracts/cart-api';
import type { Currency, Language } from '@store/contracts/locale';
import type { AppLoadContext } from 'react-router';
import { serverApi } from './api.server.ts';
import { readClientSession, storeClientSession } from './client-session.server.ts';
import { sessionToken } from './session.server.ts';

/** A guest's cart is named by its slug in the client session (spec §4: the cart lives in the session). */
async function guestSlug(request: Request): Promise<string | undefined> {
  return (await readClientSession(request)).session.cartSlug ?? undefined;
}

/** Set-Cookie values pointing the client session at another guest cart (or none). */
async function withGuestSlug(request: Request, cartSlug: string | null): Promise<string[]> {
  const { session } = await readClientSession(request);
  return storeClientSession(request, { ...session, cartSlug, lastUpdateDate: new Date().toISOString() });
}

/**
 * The shopper's cart through the API: the account's when signed in, else the guest cart
 * named by the client session. Saving returns the Set-Cookie values to keep when a guest cart is new.
 */
export async function shopperCart(request: Request, context: AppLoadContext, language: Language, currency: Currency) {
  const api = await serverApi(request, context, language);
  const signedIn = (await sessionToken(request)) !== undefined;
  const slug = signedIn ? undefined : await guestSlug(request);
  return {
    read: () => (signedIn || slug ? api.cart(currency, slug) : undefined),
    resume: () => (signedIn || slug ? api.cartResume(currency, slug) : undefined),
    async save(lines: CartLine[]) {
      const validated = await api.saveCart({ cart: { slug: slug ?? null, items: lines, currency } });
      const setCookies = !signedIn && validated.cart.slug && validated.cart.slug !== slug ? await withGuestSlug(request, validated.cart.slug) : [];
      return { validated, setCookies };
    },
  };
}

/**
 * At sign-in, a guest's cart joins the account's: quantities of the same product add up and
 * the API caps them at the stock and 1000. The session then forgets the guest cart.
 */
export async function mergeGuestCart(request: Request, context: AppLoadContext, language: Language, currency: Currency, token: string): Promise<string[]> {
  const slug = await guestSlug(request);
  if (!slug) return [];
  const guestApi = await serverApi(request, context, language, { token: '' });
  const accountApi = await serverApi(request, context, language, { token });
  const [guest, mine] = await Promise.all([guestApi.cart(currency, slug).catch(() => undefined), accountApi.cart(currency).catch(() => undefined)]);
  const lines = [...(mine?.cart.items ?? []), ...(guest?.cart.items ?? [])].map((item) => ({ productSlug: item.productSlug, quantity: item.quantity }));
  if (guest && guest.cart.items.length > 0) await accountApi.saveCart({ cart: { items: lines, currency } }).catch(() => undefined);
  return withGuestSlug(request, null);
}
