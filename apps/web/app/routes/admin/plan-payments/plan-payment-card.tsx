import type { AdminPlanPayment } from '@store/contracts/admin-plan-payments';
import { formatMoney, formatProviderMoney } from '@store/contracts/money';
import { REFUND_REFERENCE_MAX, REFUND_REFERENCE_MIN } from '@store/contracts/settings-rules';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/text-field.tsx';
import { useServerForm } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

const statusTone: Record<AdminPlanPayment['status'], string> = {
  CREATED: 'bg-slate-100 text-slate-800',
  CAPTURING: 'bg-slate-100 text-slate-800',
  PAID: 'bg-emerald-50 text-emerald-900',
  FAILED: 'bg-red-50 text-red-800',
  CANCELLED: 'bg-slate-100 text-slate-800',
  REFUND_DUE: 'bg-amber-50 text-amber-900',
  REFUNDED: 'bg-emerald-50 text-emerald-900',
};

/**
 * One plan payment: the seller, the plan, what it costs and what was taken; while its money is
 * owed back, the form recording the refund. `lastResult` is the refusal of that form.
 */
export function PlanPaymentCard({ payment, lastResult }: { payment: AdminPlanPayment; lastResult: unknown }) {
  const { t, language } = useTranslation();
  const { form, fields, formProps, formErrorKey } = useServerForm<{ reference: string }>(lastResult, { id: `plan-refund-${payment.id}` });
  const navigation = useNavigation();
  const headingId = useId();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(payment.id);
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const money = (amount: number, iso: string) => formatProviderMoney(amount, iso, language);
  const taken = payment.taken ? money(payment.taken.amount, payment.taken.currency) : undefined;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 flex-1 basis-48 text-base font-semibold break-words">
          <Link to={`/admin/users/${payment.seller.id}`} className="text-brand-700 underline hover:no-underline">
            {payment.seller.shopName ?? payment.seller.login}
          </Link>{' '}
          <span className="font-normal text-slate-600">({payment.seller.login})</span>
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[payment.status]}`}>{t(`admin.planPayments.statuses.${payment.status}`)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-500">{t('admin.planPayments.plan')}</dt>
        <dd>
          {t(`plans.names.${payment.plan}`)} · {t(`plans.periods.${payment.period}`)} · {formatMoney({ amount: payment.price, currency: 'CFA' }, language)}
        </dd>
        <dt className="text-slate-500">{t('admin.planPayments.charged')}</dt>
        <dd>
          {money(payment.chargedAmount, payment.chargedCurrency)}
          {taken ? <strong className="ml-1 text-amber-900">{t('admin.planPayments.taken', { amount: taken })}</strong> : null}
        </dd>
        <dt className="text-slate-500">{t('admin.planPayments.provider')}</dt>
        <dd className="break-all">
          {payment.provider} · <span className="font-mono">{payment.providerPaymentId}</span>
        </dd>
        <dt className="text-slate-500">{t('admin.planPayments.created')}</dt>
        <dd>{date(payment.createdDate)}</dd>
        {payment.paidDate ? (
          <>
            <dt className="text-slate-500">{t('admin.planPayments.paid')}</dt>
            <dd>{date(payment.paidDate)}</dd>
          </>
        ) : null}
        {payment.status === 'FAILED' && payment.error ? (
          <>
            <dt className="text-slate-500">{t('admin.planPayments.error')}</dt>
            <dd className="break-words">{payment.error}</dd>
          </>
        ) : null}
      </dl>
      {payment.refund ? (
        <div className="rounded-md border border-emerald-200 bg-emerald-50 p-3">
          <p className="font-semibold">{t('admin.order.refundedOn', { date: date(payment.refund.date), login: payment.refund.byLogin ?? '—' })}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{payment.refund.reference}</p>
        </div>
      ) : null}
      {payment.status === 'REFUND_DUE' ? (
        <Form method="post" {...formProps} className="space-y-3 rounded-md border border-amber-200 p-3">
          <input type="hidden" name="id" value={payment.id} />
          <p className="text-slate-700">{t('admin.planPayments.refundHint', { amount: taken ?? money(payment.chargedAmount, payment.chargedCurrency) })}</p>
          <FormError id={form.errorId} error={formErrorKey} />
          <TextField label={t('admin.planPayments.refundReference')} field={fields.reference} required minLength={REFUND_REFERENCE_MIN} maxLength={REFUND_REFERENCE_MAX} />
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'min-h-11')}>
            {t('admin.order.markRefunded')}
          </button>
        </Form>
      ) : null}
    </article>
  );
}
