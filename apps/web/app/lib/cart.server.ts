import type { CartLine, ValidatedCart } from '@store/contracts/cart-api';
import type { AppLoadContext } from 'react-router';
import { ApiError } from './api/client.server.ts';
import { markShownByPage } from './app-alerts.server.ts';
import { isSignInAgain } from './request-context.server.ts';

/** What a saved cart holds, as the lines a save sends back. */
const linesOf = (items: readonly CartLine[]): CartLine[] => items.map((item) => ({ productSlug: item.productSlug, quantity: item.quantity }));

/** Saves that another save beat (two tabs at once) are tried again from the new cart this often. */
const CART_SAVE_ATTEMPTS = 3;

/**
 * The shopper's cart through the API: the account's when signed in, else the guest cart
 * named by the client session (spec §4: the cart lives in the session). Saving a guest's
 * first line points the client session at the new cart.
 */
export function shopperCart(context: AppLoadContext) {
  const { api, currency } = context;
  const slug = context.token ? undefined : (context.clientSession().cartSlug ?? undefined);
  const known = context.token !== undefined || slug !== undefined;
  const read = () => (known ? api.cart(currency, slug) : undefined);
  async function save(lines: CartLine[], version?: number) {
    const validated = await api.saveCart({ cart: { slug: slug ?? null, items: lines, currency }, version });
    if (!context.token && validated.cart.slug && validated.cart.slug !== slug) context.updateClientSession({ cartSlug: validated.cart.slug });
    return validated;
  }
  return {
    read,
    resume: () => (known ? api.cartResume(currency, slug) : undefined),
    /** Replaces the whole cart, whatever it holds now (emptying it). */
    save: (lines: CartLine[]) => save(lines),
    /**
     * Changes the cart as it stands: reads it, edits its lines, and saves naming the version
     * read. When another save came between (the same cart in another tab), the edit is applied
     * again to the new cart, so neither change is lost.
     */
    async change(edit: (lines: CartLine[]) => CartLine[]): Promise<ValidatedCart> {
      for (let attempt = 1; ; attempt++) {
        const current = await read();
        try {
          return await save(edit(linesOf(current?.cart.items ?? [])), current?.version ?? 0);
        } catch (error) {
          if (attempt >= CART_SAVE_ATTEMPTS || !(error instanceof ApiError) || error.code !== 'cart/changed') throw error;
          markShownByPage(error);
        }
      }
    },
  };
}

/**
 * At sign-in, a guest's cart joins the account's: quantities of the same product add up and
 * the API caps them at the stock and 1000. The session forgets the guest cart only once the
 * account's cart holds it: when either cart cannot be read or the save is refused, nothing is
 * merged (never the account's lines replaced by the guest's alone) and the next sign-in tries
 * again. Sign-in itself goes on either way.
 */
export async function mergeGuestCart(context: AppLoadContext, token: string): Promise<void> {
  const slug = context.clientSession().cartSlug;
  if (!slug) return;
  const accountApi = context.apiAs(token);
  try {
    const [guest, mine] = await Promise.all([context.apiAs(undefined).cart(context.currency, slug), accountApi.cart(context.currency)]);
    if (guest.cart.items.length > 0) {
      const lines = linesOf([...mine.cart.items, ...guest.cart.items]);
      await accountApi.saveCart({ cart: { slug, items: lines, currency: context.currency }, version: mine.version });
    }
  } catch {
    return;
  }
  context.updateClientSession({ cartSlug: null });
}

/**
 * Adds a line to the shopper's cart. When the session ends in the middle (spec §4/§8), the line
 * is not lost: it goes into a guest cart, which signing in merges into the account's, and the
 * sign-in page says it waits there.
 */
export async function addToCart(context: AppLoadContext, line: CartLine): Promise<ValidatedCart> {
  try {
    return await shopperCart(context).change((lines) => [...lines, line]);
  } catch (error) {
    if (!isSignInAgain(error) || !context.token) throw error;
    const kept = await keepInGuestCart(context, line).then(
      () => true,
      () => false,
    );
    return context.signInAgain(kept ? 'cart-kept' : 'session-ended');
  }
}

async function keepInGuestCart(context: AppLoadContext, line: CartLine): Promise<void> {
  const guest = context.apiAs(undefined);
  const slug = context.clientSession().cartSlug ?? null;
  const current = slug ? ((await guest.cart(context.currency, slug).catch(() => undefined))?.cart.items ?? []) : [];
  const lines = [...linesOf(current), line];
  const validated = await guest.saveCart({ cart: { slug, items: lines, currency: context.currency } });
  if (validated.cart.slug) context.updateClientSession({ cartSlug: validated.cart.slug });
}
