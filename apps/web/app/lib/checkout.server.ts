import type { Currency, Language } from '@store/contracts/locale';
import type { Reservation } from '@store/contracts/orders';
import type { AppLoadContext } from 'react-router';
import { serverApi } from './api.server.ts';
import { readClientSession, storeClientSession } from './client-session.server.ts';
import { sessionToken } from './session.server.ts';

/**
 * The checkout under way is named by its reservation id, kept in the httpOnly client session
 * beside the guest cart's slug: whoever holds it holds the stock, so page scripts never see it.
 */
export async function currentReservationId(request: Request): Promise<string | undefined> {
  return (await readClientSession(request)).session.reservationId ?? undefined;
}

/** Set-Cookie values pointing the client session at another checkout (or none). */
export async function withReservation(request: Request, reservationId: string | null): Promise<string[]> {
  const { session } = await readClientSession(request);
  return storeClientSession(request, { ...session, reservationId, lastUpdateDate: new Date().toISOString() });
}

/**
 * Starts the cart timer on the shopper's cart: the account's when signed in, else the guest
 * cart of the client session. Starting again releases the cart's previous reservation.
 */
export async function startCheckout(request: Request, context: AppLoadContext, language: Language, currency: Currency): Promise<{ reservation: Reservation; setCookies: string[] }> {
  const api = await serverApi(request, context, language);
  const signedIn = (await sessionToken(request)) !== undefined;
  const cartSlug = signedIn ? undefined : ((await readClientSession(request)).session.cartSlug ?? undefined);
  const reservation = await api.startCheckout({ currency, ...(cartSlug ? { cartSlug } : {}) });
  return { reservation, setCookies: await withReservation(request, reservation.id) };
}
