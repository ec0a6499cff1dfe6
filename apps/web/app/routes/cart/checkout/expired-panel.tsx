import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/**
 * The cart timer ran out: the stock went back on sale. "Start again" holds the cart's stock
 * anew (the cart page's checkout action, which also reports what is no longer in stock).
 */
export function ExpiredPanel({ focus = false }: { focus?: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'checkout';
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached while the buyer was filling the form: take the focus there so it is noticed.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section aria-labelledby="checkout-expired-title" className="mt-6 rounded-lg border border-red-200 bg-white p-5">
      <h2 id="checkout-expired-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-red-800 outline-none">
        {t('checkout.expired.title')}
      </h2>
      <p role="alert" className="mt-2 text-slate-700">
        {t('checkout.expired.message')}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Form method="post" action="/cart/view">
          <button type="submit" name="intent" value="checkout" disabled={busy} className={buttonClasses('primary', 'min-h-11')}>
            {busy ? t('checkout.starting') : t('checkout.expired.restart')}
          </button>
        </Form>
        <Link to="/cart/view" className={buttonClasses('secondary', 'min-h-11')}>
          {t('checkout.backToCart')}
        </Link>
      </div>
    </section>
  );
}
