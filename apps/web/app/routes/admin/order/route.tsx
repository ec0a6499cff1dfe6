import { cancelOrderBodySchema, markRefundedBodySchema } from '@store/contracts/admin-orders';
import { formatMoney } from '@store/contracts/money';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, REFUND_REFERENCE_MAX, REFUND_REFERENCE_MIN } from '@store/contracts/settings-rules';
import { data, Form, Link } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { EntityHistory } from '../audit/audit-entries.tsx';
import { idOr404, orNotFound } from '../detail-page.server.ts';
import { RefundBadge } from '../orders/refund-badge.tsx';
import { OrderParcels, OrderPayments } from './order-parts.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.orders.title', robots: 'noindex,nofollow' };

/** One order: buyer, delivery, parcels, payments, cancellation; its history for administrators. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const administrator = viewer.authorities.includes('ROLE_ADMIN');
  const [order, history] = await orNotFound(Promise.all([context.api.adminOrder(id), administrator ? context.api.entityTimeline('order', id, 10) : Promise.resolve(null)]));
  return data({ order, history: history?.items ?? null }, { headers: { 'cache-control': 'private, no-store' } });
}

const intentSchema = z.enum(['cancel', 'refund']);

/**
 * Administrators and managers: cancels the order with the reason typed, or records the refund of
 * a cancelled paid order with its reference; the button's form says which.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const form = await request.formData();
  const intent = intentSchema.safeParse(form.get('intent'));
  if (!intent.success) throw new Response(null, { status: 400 });
  const formName = intent.data;
  const settle = async (submission: Parameters<typeof failedForm>[0], send: () => Promise<unknown>) => {
    try {
      await send();
      return { formName, ok: true as const };
    } catch (error) {
      return failedForm(submission, error, { extra: { formName } });
    }
  };
  if (formName === 'refund') {
    const submission = readForm(form, markRefundedBodySchema);
    if (submission.status !== 'success') return invalidForm(submission, { extra: { formName } });
    return settle(submission, () => context.api.markOrderRefunded(id, submission.value.reference));
  }
  const submission = readForm(form, cancelOrderBodySchema);
  if (submission.status !== 'success') return invalidForm(submission, { extra: { formName } });
  return settle(submission, () => context.api.cancelOrder(id, submission.value.reason));
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic, language } = useTranslation();
  const { order, history } = loaderData;
  const answered = (formName: 'cancel' | 'refund') => (actionData?.formName === formName && !('ok' in actionData) ? actionData : undefined);
  const { formProps, fields, form, formErrorKey } = useServerForm<{ reason: string }>(answered('cancel'), { id: 'order-cancel' });
  const refundForm = useServerForm<{ reference: string }>(answered('refund'), { id: 'order-refund' });
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const done = actionData !== undefined && 'ok' in actionData ? actionData.formName : undefined;
  const shipped = order.subOrders.some((part) => part.status === 'SHIPPED' || part.status === 'DELIVERED');
  const total = formatMoney({ amount: order.summary.grandTotal, currency: order.currency }, language);
  return (
    <section aria-labelledby="order-title" className="space-y-6">
      <p>
        <Link to="/admin/orders" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t('admin.order.back')}
        </Link>
      </p>
      <div>
        <h2 id="order-title" className="font-mono text-xl font-bold break-all">
          {order.number}
        </h2>
        <p className="text-sm text-slate-600">
          {t('admin.order.placed', { date: date(order.createdAt) })} · {total} · {tDynamic(`payment.methods.${order.payment.method}`, { defaultValue: order.payment.method })}
        </p>
      </div>
      {done ? <FormMessage tone="success">{t(done === 'refund' ? 'admin.order.refundedDone' : 'admin.order.cancelledDone')}</FormMessage> : null}
      <p role="status" className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold">
          {t('admin.order.payment')}: {tDynamic(`payment.statuses.${order.payment.status}`, { defaultValue: order.payment.status })}
        </span>
        {order.cancellation ? <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">{t('admin.orders.cancelled')}</span> : null}
        <RefundBadge status={order.refundStatus} />
      </p>
      {order.refundStatus === 'REFUND_DUE' ? <p className="text-sm text-amber-900">{t('admin.order.refundDueHint', { amount: total })}</p> : null}
      {order.refund ? (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm">
          <p className="font-semibold">{t('admin.order.refundedOn', { date: date(order.refund.date), login: order.refund.byLogin ?? '—' })}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{order.refund.reference}</p>
        </div>
      ) : null}
      {order.cancellation ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
          <p className="font-semibold">{t('admin.order.cancelledOn', { date: date(order.cancellation.date), login: order.cancellation.byLogin ?? '—' })}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{order.cancellation.reason}</p>
        </div>
      ) : null}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-500">{t('admin.order.buyer')}</dt>
        <dd className="break-words">
          {order.address.fullname} ·{' '}
          {order.buyer ? (
            <Link to={`/admin/users/${order.buyer.id}`} className="font-semibold text-brand-700 hover:underline">
              {order.buyer.login}
            </Link>
          ) : (
            t('admin.order.guest')
          )}
        </dd>
        <dt className="text-slate-500">{t('admin.users.contact')}</dt>
        <dd className="break-all">{[order.address.email, `${order.address.phoneNumber.indicator} ${order.address.phoneNumber.telephone}`].filter(Boolean).join(' · ')}</dd>
        <dt className="text-slate-500">{t('admin.order.delivery')}</dt>
        <dd className="break-words">
          {[order.address.addressLine, order.address.city, order.address.additionalInfo].filter(Boolean).join(', ')} · {tDynamic(`shipping.${order.shippingOption.code}`, { defaultValue: order.shippingOption.code })}
        </dd>
      </dl>

      <OrderParcels order={order} />
      <OrderPayments order={order} />

      {order.cancellation ? null : shipped ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm font-medium text-slate-700">{t('errors.order/parcel-shipped')}</p>
      ) : (
        <Form method="post" {...formProps} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <input type="hidden" name="intent" value="cancel" />
          <h3 className="font-semibold">{t('admin.order.cancelTitle')}</h3>
          <p className="text-sm text-slate-600">{t('admin.order.cancelHint')}</p>
          <FormError id={form.errorId} error={formErrorKey} />
          <TextAreaField label={t('admin.order.reason')} field={fields.reason} rows={3} required minLength={CANCEL_REASON_MIN} maxLength={CANCEL_REASON_MAX} />
          <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
            {t('admin.order.cancel')}
          </button>
        </Form>
      )}

      {order.refundStatus === 'REFUND_DUE' ? (
        <Form method="post" {...refundForm.formProps} className="space-y-3 rounded-lg border border-amber-200 bg-white p-4">
          <input type="hidden" name="intent" value="refund" />
          <h3 className="font-semibold">{t('admin.order.refundTitle')}</h3>
          <p className="text-sm text-slate-600">{t('admin.order.refundHint', { amount: total })}</p>
          <FormError id={refundForm.form.errorId} error={refundForm.formErrorKey} />
          <TextField label={t('admin.order.refundReference')} field={refundForm.fields.reference} required minLength={REFUND_REFERENCE_MIN} maxLength={REFUND_REFERENCE_MAX} />
          <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
            {t('admin.order.markRefunded')}
          </button>
        </Form>
      ) : null}

      {history ? <EntityHistory entityType="order" entityId={order.id} entries={history} title={t('admin.order.history')} linkLabel={t('admin.user.historyLink')} /> : null}
    </section>
  );
}
