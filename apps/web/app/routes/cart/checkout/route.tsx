import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation, useRevalidator } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutTimer } from './checkout-timer.tsx';
import { checkoutAction, loadCheckout } from './checkout.server.ts';
import { ExpiredPanel } from './expired-panel.tsx';

export const handle: RouteHandle = { titleKey: 'pages.checkout.title', robots: 'noindex' };

export const loader = ({ request, context }: Route.LoaderArgs) => loadCheckout(request, context);

/** `pay`: places the order (then PayPal's approval page, or the order's page); `release`: back to the cart. */
export const action = ({ request, context }: Route.ActionArgs) => checkoutAction(request, context);

function ReleaseButton() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'release';
  return (
    <Form method="post">
      <button type="submit" name="intent" value="release" disabled={busy} className="min-h-10 text-sm font-semibold text-brand-700 underline disabled:opacity-60">
        {t('checkout.backToCart')}
      </button>
    </Form>
  );
}

const noop = () => {};

/**
 * Checkout (spec §2 /cart, §4 cart timer): the stock is held while the buyer fills the form in.
 * When the timer reaches zero the "time ran out" panel replaces the form, and the page asks the
 * server again, which puts the stock back on sale at once.
 */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // The load whose timer ran out in this browser; a new checkout is another load.
  const [expiredLoad, setExpiredLoad] = useState<string | null>(null);
  const active = loaderData.state === 'active' ? loaderData : undefined;
  const loadId = active?.idempotencyKey ?? 'expired';
  const onExpire = useCallback(() => {
    setExpiredLoad(loadId);
    void revalidator.revalidate();
  }, [loadId, revalidator]);
  const actionExpired = actionData !== undefined && 'expired' in actionData;
  const expired = !active || expiredLoad === loadId || actionExpired;
  const failure = actionData && 'idempotencyKey' in actionData ? actionData : undefined;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.checkout.title')}</h1>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <CheckoutTimer key={`${loadId}-${actionExpired}`} secondsLeft={active && !actionExpired ? active.secondsLeft : 0} onExpire={active ? onExpire : noop} />
        {expired ? null : <ReleaseButton />}
      </div>
      {expired || !active ? (
        <ExpiredPanel focus={expiredLoad !== null || actionExpired} />
      ) : (
        <CheckoutForm
          items={active.items}
          summary={active.summary}
          paymentOptions={active.paymentOptions}
          prefill={active.prefill}
          lastResult={failure}
          idempotencyKey={failure?.idempotencyKey ?? active.idempotencyKey}
        />
      )}
    </section>
  );
}
