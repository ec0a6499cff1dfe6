import type { CartLine } from '@store/contracts/cart-api';
import type { Currency, Language } from '@store/contracts/locale';
import { type AppLoadContext, createCookie } from 'react-router';
import { serverApi } from './api.server.ts';
import { sessionToken } from './session.server.ts';

/** A guest's cart slug: httpOnly, so only this server reads it; a month, like the cart. */
const guestCartCookie = createCookie('cart', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 * 24 * 30 });

async function guestSlug(request: Request): Promise<string | undefined> {
  const value: unknown = await guestCartCookie.parse(request.headers.get('cookie'));
  return typeof value === 'string' ? value : undefined;
}

/**
 * The shopper's cart through the API: the account's when signed in, else the guest cart
 * named by the cookie. Saving returns the Set-Cookie to keep when a guest cart is new.
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
      const setCookie = !signedIn && validated.cart.slug && validated.cart.slug !== slug ? await guestCartCookie.serialize(validated.cart.slug) : undefined;
      return { validated, setCookie };
    },
  };
}
