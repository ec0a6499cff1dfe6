import type { AppLoadContext } from 'react-router';
import { shopperCart } from '../../../lib/cart.server.ts';
import { currentReservationId, keepReservation } from '../../../lib/checkout.server.ts';
import { failedForm, type FormSubmission } from '../../../lib/forms.server.ts';
import type { $ZodType } from 'zod/v4/core';

/**
 * Spec §4: emptying the cart calls the server (the cart saved with no line), lets go of a
 * checkout under way (its stock and delivery choice) and clears the session's cart.
 */
export async function emptyCartAction(context: AppLoadContext, submission: FormSubmission<$ZodType>) {
  try {
    await shopperCart(context).save([]);
    const reservationId = currentReservationId(context);
    if (reservationId) await context.api.releaseReservation(reservationId).catch(() => undefined);
    keepReservation(context, null);
    if (!context.token) context.updateClientSession({ cartSlug: null });
    return { emptied: true as const };
  } catch (error) {
    return failedForm(submission, error);
  }
}
