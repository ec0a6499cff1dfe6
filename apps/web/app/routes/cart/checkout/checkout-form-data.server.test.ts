import { describe, expect, it } from 'vitest';
import { checkoutBody, PAYPAL_RETURN_PATH, readCheckoutValues } from './checkout-form-data.server.ts';

const reservationId = '0b5c7f8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const filled = {
  fullname: ' Awa Koné ',
  indicator: '+225',
  telephone: '07 00 00 00 02',
  email: '',
  city: 'Abidjan',
  addressLine: 'Cocody, rue des Jardins',
  additionalInfo: '',
  shippingOptionId: '3',
  paymentMethod: 'PAYPAL',
};

describe('the checkout form', () => {
  it('makes the order body, with the PayPal return page and without an empty email', () => {
    const result = checkoutBody(readCheckoutValues(form(filled)), reservationId);
    expect(result).toEqual({
      ok: true,
      body: {
        reservationId,
        address: { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '07 00 00 00 02' }, city: 'Abidjan', addressLine: 'Cocody, rue des Jardins' },
        shippingOptionId: 3,
        paymentMethod: 'PAYPAL',
        returnPath: PAYPAL_RETURN_PATH,
      },
    });
  });

  it('sends no return page for cash on delivery', () => {
    const result = checkoutBody(readCheckoutValues(form({ ...filled, paymentMethod: 'CASH_ON_DELIVERY', email: 'awa@example.test' })), reservationId);
    expect(result.ok && result.body).toMatchObject({ paymentMethod: 'CASH_ON_DELIVERY', address: { email: 'awa@example.test' } });
    expect(result.ok && 'returnPath' in result.body).toBe(false);
  });

  it('puts each mistake on its field, with the codes of the contracts', () => {
    const result = checkoutBody(readCheckoutValues(form({ ...filled, fullname: 'A', telephone: '12', email: 'nope', city: '', addressLine: '', shippingOptionId: '9', paymentMethod: 'CARD' })), reservationId);
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        fullname: 'errors.order/fullname-required',
        phoneNumber: 'errors.phone/invalid',
        email: 'errors.order/email-invalid',
        city: 'errors.order/city-required',
        addressLine: 'errors.order/address-required',
        shippingOptionId: 'errors.checkout/shipping-required',
        paymentMethod: 'errors.checkout/payment-required',
      },
    });
  });
});
