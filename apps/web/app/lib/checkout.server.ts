import type { Reservation } from '@store/contracts/orders';
import type { AppLoadContext } from 'react-router';

/**
 * The checkout under way is named by its reservation id, kept in the httpOnly client session
 * beside the guest cart's slug: whoever holds it holds the stock, so page scripts never see it.
 */
export const currentReservationId = (context: AppLoadContext): string | undefined => context.clientSession().reservationId ?? undefined;

/** Points the client session at another checkout (or none). */
export const keepReservation = (context: AppLoadContext, reservationId: string | null): void => context.updateClientSession({ reservationId });

/**
 * Starts the cart timer on the shopper's cart: the account's when signed in, else the guest
 * cart of the client session. Starting again releases the cart's previous reservation.
 */
export async function startCheckout(context: AppLoadContext): Promise<Reservation> {
  const cartSlug = context.token ? undefined : (context.clientSession().cartSlug ?? undefined);
  const reservation = await context.api.startCheckout({ currency: context.currency, ...(cartSlug ? { cartSlug } : {}) });
  keepReservation(context, reservation.id);
  return reservation;
}
