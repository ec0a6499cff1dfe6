import type { CartItem, CartValueSummary } from '@store/contracts/cart';
import { DEFAULT_SHIPPING_OPTION_ID, type PaymentMethod, shippingOptions } from '@store/contracts/order-rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { FieldError, FormError, FormMessage } from '../../../components/ui/text-field.tsx';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import { fieldErrorKey } from '../../../lib/form-reply.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { useRootData } from '../../../root.tsx';
import type { CheckoutForm as CheckoutFormValues, DeliveryAddress } from '@store/contracts/orders';
import { ValueSummary } from '../../../components/value-summary.tsx';
import { checkoutTotals, ReservedItems, useShippingCost } from './checkout-summary.tsx';
import { DeliveryFields } from './delivery-fields.tsx';

export interface PaymentOption {
  method: PaymentMethod;
  sandbox: boolean;
}

const choiceClasses = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';

function ShippingChoice({ selected, onSelect, currency, error }: { selected: number; onSelect: (id: number) => void; currency: CartValueSummary['currency']; error?: string | undefined }) {
  const { t } = useTranslation();
  const cost = useShippingCost();
  const errorId = useId();
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-5" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-lg font-semibold">{t('checkout.shipping.title')}</legend>
      <div className="grid grid-cols-1 gap-2">
        {shippingOptions.map((option) => (
          <label key={option.id} className={choiceClasses}>
            <input type="radio" name="shippingOptionId" value={option.id} checked={selected === option.id} onChange={() => onSelect(option.id)} className="mt-1 size-5" />
            <span className="flex flex-1 flex-wrap justify-between gap-x-3">
              <span>
                <span className="block font-semibold">{t(`shipping.${option.code}`)}</span>
                <span className="block text-sm text-slate-600">{t(`shipping.hint.${option.code}`)}</span>
              </span>
              <span className="font-semibold">{option.cost === 0 ? t('checkout.shipping.free') : cost(option.cost, currency)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function PaymentChoice({ options, selected, onSelect, error }: { options: PaymentOption[]; selected: string; onSelect: (method: PaymentMethod) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-5" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-lg font-semibold">{t('checkout.payment.title')}</legend>
      {options.length === 0 ? <p className="text-sm text-red-700">{t('checkout.payment.none')}</p> : null}
      <div className="grid grid-cols-1 gap-2">
        {options.map((option) => (
          <label key={option.method} className={choiceClasses}>
            <input type="radio" name="paymentMethod" value={option.method} checked={selected === option.method} onChange={() => onSelect(option.method)} className="mt-1 size-5" />
            <span>
              <span className="block font-semibold">
                {t(`payment.methods.${option.method}`)}
                {option.sandbox ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('checkout.payment.sandbox')}</span> : null}
              </span>
              <span className="block text-sm text-slate-600">{t(option.sandbox ? 'checkout.payment.sandboxHint' : `checkout.payment.hint.${option.method}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/**
 * The delivery form, shipping and payment choices and the summary, in one form posted to the
 * checkout action. The hidden key makes a double-clicked Pay button one order.
 */
export function CheckoutForm({
  items,
  summary,
  paymentOptions,
  prefill,
  lastResult,
  idempotencyKey,
}: {
  items: CartItem[];
  summary: CartValueSummary;
  paymentOptions: PaymentOption[];
  /** A signed-in buyer's own details. */
  prefill: Partial<DeliveryAddress> | null;
  /** The action's answer to the last try, if it was refused. */
  lastResult: unknown;
  idempotencyKey: string;
}) {
  const { t } = useTranslation();
  const { form, fields, formProps, formErrorKey, hasErrors } = useServerForm<CheckoutFormValues>(lastResult, { id: 'checkout', defaultValue: { address: prefill ?? {} } });
  const { rates } = useRootData();
  const navigation = useNavigation();
  // Without JavaScript the label cannot follow the chosen method: it stays neutral.
  const hydrated = useHydrated();
  const [shippingId, setShippingId] = useState(Number(fields.shippingOptionId.initialValue) || DEFAULT_SHIPPING_OPTION_ID);
  const [method, setMethod] = useState(String(fields.paymentMethod.initialValue ?? '') || paymentOptions[0]?.method || '');
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  // A second click before React has disabled the button must not send a second request.
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === 'idle') sent.current = false;
  }, [navigation.state]);
  const totals = checkoutTotals(items, summary, shippingId, rates);
  return (
    <Form
      method="post"
      {...formProps}
      className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-label={t('checkout.formLabel')}
      onSubmit={(event) => {
        if (sent.current) event.preventDefault();
        else sent.current = true;
        formProps.onSubmit(event);
      }}
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <div className="min-w-0 space-y-6">
        <FormError id={form.errorId} error={formErrorKey} />
        {!formErrorKey && hasErrors ? <FormMessage tone="error">{t('forms.fixErrors')}</FormMessage> : null}
        <DeliveryFields address={fields.address} />
        <ShippingChoice selected={shippingId} onSelect={setShippingId} currency={summary.currency} error={fieldErrorKey(fields.shippingOptionId.errors)} />
        <PaymentChoice options={paymentOptions} selected={method} onSelect={setMethod} error={fieldErrorKey(fields.paymentMethod.errors)} />
      </div>
      <aside aria-label={t('cart.summary')} className="h-fit min-w-0 space-y-4 lg:sticky lg:top-4">
        <ReservedItems items={items} />
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <ValueSummary summary={totals} />
          <button
            type="submit"
            name="intent"
            value="pay"
            disabled={paying || paymentOptions.length === 0}
            className="mt-4 min-h-12 w-full rounded-md bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {paying ? t('checkout.paying') : hydrated && method === 'PAYPAL' ? t('checkout.payWithPaypal') : t('checkout.placeOrder')}
          </button>
          <p className="mt-2 text-xs text-slate-600">{t('checkout.payHint')}</p>
        </div>
      </aside>
    </Form>
  );
}
