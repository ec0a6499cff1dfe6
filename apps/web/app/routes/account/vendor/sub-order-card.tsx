import { formatMoney } from '@store/contracts/money';
import type { SubOrderStatus } from '@store/contracts/order-rules';
import type { SellerSubOrder } from '@store/contracts/orders';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { phoneText } from '../../../lib/phone-text.ts';
import { useRootData } from '../../../root.tsx';

const actionLabel: Partial<Record<SubOrderStatus, string>> = { SHIPPED: 'vendorOrders.markShipped', DELIVERED: 'vendorOrders.markDelivered', CANCELLED: 'vendorOrders.cancel' };

function StatusButton({ subOrder, status }: { subOrder: SellerSubOrder; status: SubOrderStatus }) {
  const { t, tDynamic } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(subOrder.id);
  const label = tDynamic(actionLabel[status] ?? 'vendorOrders.cancel', { number: subOrder.orderNumber });
  const form = (
    <Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={subOrder.id} />
      <button type="submit" name="status" value={status} disabled={busy} className={buttonClasses(status === 'CANCELLED' ? 'secondary' : 'primary', status === 'CANCELLED' ? 'min-h-11 text-red-700' : 'min-h-11')}>
        {status === 'CANCELLED' ? t('vendorOrders.confirmCancel') : label}
      </button>
    </Form>
  );
  if (status !== 'CANCELLED') return form;
  // Cancelling cannot be undone: a second, deliberate click (works without JavaScript too).
  return (
    <details className="group">
      <summary className={buttonClasses('secondary', 'min-h-11 cursor-pointer list-none text-red-700')}>{label}</summary>
      <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm">
        <p className="mb-2 text-red-900">{t('vendorOrders.cancelWarning')}</p>
        {form}
      </div>
    </details>
  );
}

/**
 * One seller's part of an order: who to deliver to, what, how it is paid, and what to do next;
 * with the status it was just moved to, or why it was not (a translation key).
 */
export function SubOrderCard({ subOrder, updatedTo, error }: { subOrder: SellerSubOrder; updatedTo?: string | undefined; error?: string | undefined }) {
  const { t, tDynamic } = useTranslation();
  const { language } = useRootData();
  const money = (amount: number, currency = subOrder.currency) => formatMoney({ amount, currency }, language);
  const { address } = subOrder;
  const titleId = `sub-order-${subOrder.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {t('vendorOrders.orderTitle', { number: subOrder.orderNumber })}
        </h3>
        <p className="text-sm">
          <span className="text-slate-600">{formatDateTime(subOrder.placedAt, language)}</span> · {t('tracking.status')} <strong>{t(`orderStatus.${subOrder.status}`)}</strong>
        </p>
      </header>
      <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-600">{t('vendorOrders.deliverTo')}</h4>
          <address className="text-sm not-italic">
            {address.fullname}
            <br />
            {address.addressLine}, {address.city}
            {address.additionalInfo ? (
              <>
                <br />
                {address.additionalInfo}
              </>
            ) : null}
            <br />
            {phoneText(address.phoneNumber)}
            {address.email ? (
              <>
                <br />
                {address.email}
              </>
            ) : null}
          </address>
          <p className="mt-2 text-sm">
            {t(`shipping.${subOrder.shippingOptionCode}`)} · {t(`payment.methods.${subOrder.paymentMethod}`)} · {t(`payment.statuses.${subOrder.paymentStatus}`)}
          </p>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-600">{t('vendorOrders.lines')}</h4>
          <ul className="divide-y divide-slate-100 text-sm">
            {subOrder.lines.map((line) => (
              <li key={line.productSlug} className="flex justify-between gap-3 py-1">
                <span className="min-w-0">
                  {line.name} <span className="text-slate-600">× {line.quantity}</span>
                </span>
                <span className="shrink-0 text-right">
                  {money(line.lineTotal)}
                  {line.currency === subOrder.currency ? null : <span className="block text-xs text-slate-500">{t('cart.sellerPrice', { price: money(line.unitPrice, line.currency) })}</span>}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-right text-sm">
            {t('cart.subTotal')} <strong>{money(subOrder.subTotal)}</strong>
          </p>
        </div>
      </div>
      {error ? (
        <div className="mt-3">
          <FormMessage tone="error">{tDynamic(error)}</FormMessage>
        </div>
      ) : null}
      {updatedTo ? (
        <p role="status" className="mt-3 text-sm text-green-800">
          {t('vendorOrders.updated', { status: tDynamic(`orderStatus.${updatedTo}`) })}
        </p>
      ) : null}
      {subOrder.nextStatuses.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          {subOrder.nextStatuses.map((status) => (
            <StatusButton key={status} subOrder={subOrder} status={status} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
