// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, signedIn, submitForm } from '../../../lib/test-context.server.ts';
import { action } from './route.tsx';

const admin = { login: 'admin', slug: 'admin', authorities: ['ROLE_USER', 'ROLE_ADMIN'], accountType: 'PERSONAL', account: { firstname: 'Ada', lastname: 'Admin' }, email: 'admin@example.test', phoneNumber: null, langKey: 'fr', currency: 'CFA' };

/** The payment as the API answers once its refund is recorded. */
const refunded = {
  id: 12,
  seller: { id: 3, login: 'seller', shopName: 'Abidjan Digital' },
  plan: 'plus',
  period: 'M1',
  price: 5000,
  chargedAmount: 763,
  chargedCurrency: 'EUR',
  taken: { amount: 764, currency: 'EUR' },
  status: 'REFUNDED',
  provider: 'paypal',
  providerPaymentId: 'PAYID-1',
  error: 'charged 764 EUR, expected 763 EUR',
  createdDate: '2026-11-20T10:00:00.000Z',
  paidDate: '2026-11-20T10:01:00.000Z',
  refund: { date: '2026-11-28T09:00:00.000Z', byLogin: 'admin', reference: 'PayPal 9ZT44' },
};

const record = async (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/admin/plan-payments', fields, [json(200, admin), ...answers], await signedIn());

describe('recording the refund of a plan payment', () => {
  it('sends the reference of the payment of the form, trimmed', async () => {
    const { answer, calls } = await record({ id: '12', reference: '  PayPal 9ZT44 ' }, [json(200, refunded)]);
    expect(calls[1]?.url).toContain('/admin/plan-payments/12/refunded');
    expect(calls[1]?.body).toEqual({ reference: 'PayPal 9ZT44' });
    expect(answer).toMatchObject({ status: 200, body: { paymentId: 12, ok: true } });
  });

  it('asks for a reference next to its field, for that payment, without calling the API', async () => {
    const { answer, calls } = await record({ id: '12', reference: 'ab' }, []);
    expect(calls).toHaveLength(1);
    expect(answer).toMatchObject({ status: 400, body: { paymentId: 12, error: { reference: ['order/refund-reference-required'] }, initialValue: { reference: 'ab' } } });
  });

  it('says a payment not owed back above its form, with the API status', async () => {
    const { answer } = await record({ id: '12', reference: 'PayPal 9ZT44' }, [problem(409, 'plan/not-refund-due')]);
    expect(answer).toMatchObject({ status: 409, body: { paymentId: 12, error: { '': ['plan/not-refund-due'] } } });
  });
});
