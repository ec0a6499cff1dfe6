import { cartPageFormSchema } from '@store/contracts/cart-api';
import { shopperCart } from '../../../lib/cart.server.ts';
import { replyErrorKey } from '../../../lib/form-reply.ts';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { CartPage } from './cart-page.tsx';
import { isCheckoutRefusal } from './cart-differences.ts';
import { checkoutAction } from './start-checkout.server.ts';
import { emptyCartAction } from './empty-cart.server.ts';

export const handle: RouteHandle = { titleKey: 'pages.cartView.title', robots: 'noindex' };

export async function loader({ context }: Route.LoaderArgs) {
  const cart = shopperCart(context);
  // Spec §8: a cart that cannot load shows as empty.
  const validated = await (cart.read() ?? Promise.resolve(undefined)).catch(() => undefined);
  return { validated: validated ?? null };
}

/**
 * `checkout`: holds the stock and goes to /cart/checkout. `line`: changes one line's quantity
 * (0 removes it); the API re-prices and caps the whole cart. `empty`: the whole cart emptied.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), cartPageFormSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  if (submission.value.intent === 'checkout') return checkoutAction(request, context, submission);
  if (submission.value.intent === 'empty') return emptyCartAction(context, submission);
  const { productSlug, quantity } = submission.value;
  try {
    await shopperCart(context).change((lines) => lines.map((line) => (line.productSlug === productSlug ? { productSlug, quantity } : line)));
    return { ok: true as const };
  } catch (error) {
    return failedForm(submission, error);
  }
}

export default function CartView({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartPage
      validated={loaderData.validated}
      error={isCheckoutRefusal(actionData) ? actionData.error : replyErrorKey(actionData)}
      emptied={actionData !== undefined && 'emptied' in actionData}
      changes={isCheckoutRefusal(actionData) ? actionData.changes : undefined}
    />
  );
}
