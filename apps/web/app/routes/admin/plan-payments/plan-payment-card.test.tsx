import type { AdminPlanPayment } from '@store/contracts/admin-plan-payments';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslatorContext } from '../../../lib/i18n/translation-context.tsx';
import { createTranslator } from '../../../lib/i18n/translator.ts';
import en from '../../../lib/i18n/locales/en.json';
import fr from '../../../lib/i18n/locales/fr.json';
import { PlanPaymentCard } from './plan-payment-card.tsx';

const owed: AdminPlanPayment = {
  id: 12,
  seller: { id: 3, login: 'seller', shopName: 'Abidjan Digital' },
  plan: 'plus',
  period: 'M1',
  price: 5000,
  chargedAmount: 763,
  chargedCurrency: 'EUR',
  taken: { amount: 800, currency: 'EUR' },
  status: 'REFUND_DUE',
  provider: 'paypal',
  providerPaymentId: 'PAYID-1',
  error: 'charged 800 EUR, expected 763 EUR',
  createdDate: '2026-11-20T10:00:00.000Z',
  paidDate: '2026-11-20T10:01:00.000Z',
  refund: null,
};

function renderCard(payment: AdminPlanPayment, language: 'en' | 'fr' = 'en') {
  const Stub = createRoutesStub([
    {
      path: '/admin/plan-payments',
      Component: () => (
        <TranslatorContext value={createTranslator(language, language === 'en' ? en : fr)}>
          <PlanPaymentCard payment={payment} lastResult={undefined} />
        </TranslatorContext>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/admin/plan-payments']} />);
}

describe('a plan payment for operators', () => {
  afterEach(() => cleanup());

  it('owed back: names the seller, what was asked and what PayPal took, and offers the refund form for the amount taken', async () => {
    renderCard(owed);
    expect((await screen.findByRole('link', { name: 'Abidjan Digital' })).getAttribute('href')).toBe('/admin/users/3');
    expect(screen.getByText('Refund due')).toBeTruthy();
    expect(screen.getByText('€7.63')).toBeTruthy();
    expect(screen.getByText('PayPal took €8.00')).toBeTruthy();
    expect(screen.getByText(/Once you have sent €8.00 back/)).toBeTruthy();
    expect(screen.getByLabelText(/^Reference/).getAttribute('minlength')).toBe('3');
    expect(screen.getByRole('button', { name: 'Mark refunded' })).toBeTruthy();
  });

  it('refunded: says when, by whom and the reference, in French, with no form', async () => {
    renderCard({ ...owed, status: 'REFUNDED', refund: { date: '2026-11-28T09:00:00.000Z', byLogin: 'manager', reference: 'PayPal 9ZT44' } }, 'fr');
    expect(await screen.findByText('Remboursé')).toBeTruthy();
    expect(screen.getByText(/par manager/)).toBeTruthy();
    expect(screen.getByText('PayPal 9ZT44')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
