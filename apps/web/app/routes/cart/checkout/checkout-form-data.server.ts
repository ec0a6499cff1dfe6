import { type PaymentMethod, paymentMethods, shippingOptionById } from '@store/contracts/order-rules';
import { deliveryAddressSchema, type PlaceOrderBody } from '@store/contracts/orders';
import type { FieldErrors } from '../../../lib/form-errors.server.ts';
import { zodFieldErrors } from '../../../lib/form-errors.server.ts';

/** Where PayPal sends the buyer back after approving (a page of this store). */
export const PAYPAL_RETURN_PATH = '/cart/checkout/paypal-return';

/** The checkout form's fields as typed, sent back to refill the form after an error. */
export interface CheckoutValues {
  fullname: string;
  indicator: string;
  telephone: string;
  email: string;
  city: string;
  addressLine: string;
  additionalInfo: string;
  shippingOptionId: string;
  paymentMethod: string;
}

export function readCheckoutValues(form: FormData): CheckoutValues {
  const text = (name: keyof CheckoutValues) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    fullname: text('fullname'),
    indicator: text('indicator'),
    telephone: text('telephone'),
    email: text('email'),
    city: text('city'),
    addressLine: text('addressLine'),
    additionalInfo: text('additionalInfo'),
    shippingOptionId: text('shippingOptionId'),
    paymentMethod: text('paymentMethod'),
  };
}

const isPaymentMethod = (value: string): value is PaymentMethod => paymentMethods.some((method) => method === value);

/**
 * The order to place from the form, checked with the contracts' address schema so a mistake is
 * shown next to its field without a round trip; the API checks everything again.
 */
export function checkoutBody(values: CheckoutValues, reservationId: string): { ok: true; body: PlaceOrderBody } | { ok: false; fieldErrors: FieldErrors } {
  const address = deliveryAddressSchema.safeParse({
    fullname: values.fullname,
    phoneNumber: { indicator: values.indicator, telephone: values.telephone },
    email: values.email,
    city: values.city,
    addressLine: values.addressLine,
    additionalInfo: values.additionalInfo || undefined,
  });
  const fieldErrors: FieldErrors = address.success ? {} : zodFieldErrors(address.error);
  const shippingOption = shippingOptionById(Number(values.shippingOptionId));
  if (!shippingOption) fieldErrors.shippingOptionId = 'errors.checkout/shipping-required';
  if (!isPaymentMethod(values.paymentMethod)) fieldErrors.paymentMethod = 'errors.checkout/payment-required';
  if (!address.success || !shippingOption || !isPaymentMethod(values.paymentMethod)) return { ok: false, fieldErrors };
  const { email, ...rest } = address.data;
  return {
    ok: true,
    body: {
      reservationId,
      address: { ...rest, ...(email ? { email } : {}) },
      shippingOptionId: shippingOption.id,
      paymentMethod: values.paymentMethod,
      ...(values.paymentMethod === 'PAYPAL' ? { returnPath: PAYPAL_RETURN_PATH } : {}),
    },
  };
}
