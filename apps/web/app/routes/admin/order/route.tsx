import { cancelOrderBodySchema } from '@store/contracts/admin-orders';
import { formatMoney } from '@store/contracts/money';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN } from '@store/contracts/settings-rules';
import { data, Form, Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, TextAreaField } from '../../../components/ui/text-field.tsx';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { EntityHistory } from '../audit/audit-entries.tsx';
import { idOr404, orNotFound } from '../detail-page.server.ts';
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

/** Cancels the order with the reason typed (administrators and managers). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const submission = readForm(await request.formData(), cancelOrderBodySchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    await context.api.cancelOrder(id, submission.value.reason);
    return { ok: true as const };
  } catch (error) {
    return failedForm(submission, error);
  }
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic, language } = useTranslation();
  const { order, history } = loaderData;
  const { formProps, fields, form, formErrorKey } = useServerForm<{ reason: string }>(actionData, { id: 'order-cancel' });
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const done = actionData !== undefined && 'ok' in actionData;
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
      {done ? <FormMessage tone="success">{t('admin.order.cancelledDone')}</FormMessage> : null}
      <p role="status" className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold">
          {t('admin.order.payment')}: {tDynamic(`payment.statuses.${order.payment.status}`, { defaultValue: order.payment.status })}
        </span>
        {order.cancellation ? <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">{t('admin.orders.cancelled')}</span> : null}
        {order.refundStatus ? <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900">{t('admin.orders.refundDue')}</span> : null}
      </p>
      {order.refundStatus ? <p className="text-sm text-amber-900">{t('admin.order.refundDueHint', { amount: total })}</p> : null}
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
          <h3 className="font-semibold">{t('admin.order.cancelTitle')}</h3>
          <p className="text-sm text-slate-600">{t('admin.order.cancelHint')}</p>
          <FormError id={form.errorId} error={formErrorKey} />
          <TextAreaField label={t('admin.order.reason')} field={fields.reason} rows={3} required minLength={CANCEL_REASON_MIN} maxLength={CANCEL_REASON_MAX} />
          <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
            {t('admin.order.cancel')}
          </button>
        </Form>
      )}

      {history ? <EntityHistory entityType="order" entityId={order.id} entries={history} title={t('admin.order.history')} linkLabel={t('admin.user.historyLink')} /> : null}
    </section>
  );
}
