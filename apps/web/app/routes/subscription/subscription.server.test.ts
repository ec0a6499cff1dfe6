// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApi, json, problem, routeArgs, signedIn, submitForm } from '../../lib/test-context.server.ts';
import { loader as paypalReturn } from './paypal-return/route.tsx';
import { loadSubscriptionPage, subscribe } from './subscription.server.ts';

const user = (authorities: string[], accountType = 'PROFESSIONAL') => ({
  login: 'bamako',
  slug: 'bamako',
  authorities,
  accountType,
  account: { firstname: 'Ibrahim', lastname: 'K' },
  email: null,
  phoneNumber: null,
  langKey: 'en',
  currency: 'CFA',
});
const seller = user(['ROLE_USER', 'ROLE_SELLER']);
const buyer = user(['ROLE_USER'], 'PERSONAL');
const plans = [{ code: 'free', highlighted: false, features: ['publications'], publicationLimit: 5, prices: [] }];
const active = { plan: 'plus', state: 'ACTIVE', endsAt: '2027-01-24T10:00:00.000Z', publications: { used: 6, limit: 50 }, payments: [] };

describe('the subscription page', () => {
  it('prices the plans for the period of the address, and shows a seller their plan', async () => {
    const { apiFetch, calls } = fakeApi([json(200, seller), json(200, plans), json(200, active)]);
    const { request, context } = await routeArgs(new Request('http://store.test/subscription?period=Y1&paid=1', { headers: await signedIn() }), apiFetch);
    const page = await loadSubscriptionPage(request, context);
    expect(page).toMatchObject({ period: 'Y1', seller: true, current: { plan: 'plus' }, notice: 'paid' });
    expect(calls.map((call) => new URL(call.url).pathname)).toContain('/store/api/v1/account/subscriptions/payments/active');
  });

  it('falls back to one month for an unknown period, and asks no plan of a guest', async () => {
    const { apiFetch, calls } = fakeApi([json(200, plans)]);
    const { request, context } = await routeArgs(new Request('http://store.test/subscription?period=D9'), apiFetch);
    expect(await loadSubscriptionPage(request, context)).toMatchObject({ period: 'M1', signedIn: false, seller: false, current: null });
    expect(calls).toHaveLength(1);
  });

  it('sends a seller to approve the payment of the plan chosen, in the page language', async () => {
    const { answer, calls } = await submitForm(({ request, context }) => subscribe(request, context), 'http://store.test/subscription?lang=en', { plan: 'pro', period: 'M3' }, [json(200, seller), json(201, { paymentId: 'PAYID-1', approvalUrl: '/sandbox/paypal/checkout?token=EC-1' })], await signedIn());
    expect(calls[1]).toMatchObject({ method: 'POST', body: { plan: 'pro', period: 'M3' } });
    expect(answer instanceof Response && answer.status).toBe(302);
    expect(answer instanceof Response && answer.headers.get('location')).toMatch(/^\/sandbox\/paypal\/checkout\?token=EC-1&locale=(en|fr)$/);
  });

  it('refuses a free plan or an unknown period without calling the API, and sends a buyer to /accessdenied', async () => {
    const refused = await submitForm(({ request, context }) => subscribe(request, context), 'http://store.test/subscription', { plan: 'free', period: 'M1' }, [json(200, seller)], await signedIn());
    expect(refused.answer).toMatchObject({ status: 400 });
    expect(refused.calls).toHaveLength(1);
    const asBuyer = await submitForm(({ request, context }) => subscribe(request, context), 'http://store.test/subscription', { plan: 'plus', period: 'M1' }, [json(200, buyer)], await signedIn()).catch((thrown: unknown) => ({ answer: thrown }));
    expect(asBuyer.answer instanceof Response && asBuyer.answer.headers.get('location')).toBe('/accessdenied');
  });

  it('confirms the approved payment on the way back and lands on the plan; a refusal says why', async () => {
    const paid = fakeApi([json(200, seller), json(200, active)]);
    const back = await routeArgs(new Request('http://store.test/subscription/paypal-return?paymentId=PAYID-1&PayerID=PAYER', { headers: await signedIn() }), paid.apiFetch);
    const landed = await paypalReturn({ ...back, params: {} }).catch((thrown: unknown) => thrown);
    expect(landed instanceof Response && landed.headers.get('location')).toBe('/subscription?paid=1');
    expect(paid.calls[1]).toMatchObject({ method: 'POST', body: { paymentId: 'PAYID-1', payerID: 'PAYER' } });

    const declined = fakeApi([json(200, seller), problem(402, 'payment/declined')]);
    const again = await routeArgs(new Request('http://store.test/subscription/paypal-return?paymentId=PAYID-2&PayerID=PAYER', { headers: await signedIn() }), declined.apiFetch);
    expect(await paypalReturn({ ...again, params: {} })).toMatchObject({ data: { error: 'errors.payment/declined' }, init: { status: 402 } });
  });
});
