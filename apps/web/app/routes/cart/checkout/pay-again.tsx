import type { Order } from '@store/contracts/orders';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { paymentPageUrl } from '../../../lib/payment-page.ts';
import { useRootData } from '../../../root.tsx';

/** What an unpaid PayPal order needs from the page: its number, its deadline and where to pay. */
export type UnpaidOrder = Pick<Order, 'number'> & { dueAt: string | null; approvalUrl: string | null; status: Order['payment']['status']; pending: boolean };

export function unpaidOrder(order: Order): UnpaidOrder {
  const { status, dueAt, approvalUrl } = order.payment;
  return { number: order.number, dueAt, approvalUrl, status, pending: status === 'PENDING' };
}

/**
 * The order stays unpaid until its due time (then it is cancelled and its stock released):
 * a link to PayPal's approval page again, and one to the order's page.
 */
export function PayAgain({ order }: { order: UnpaidOrder }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const tracking = `/order-tracking?${new URLSearchParams({ number: order.number })}`;
  const approvalUrl = paymentPageUrl(order.approvalUrl, language);
  return (
    <div className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      {order.pending ? (
        <p>{order.dueAt ? t('paypal.unpaidUntil', { number: order.number, date: formatDateTime(order.dueAt, language) }) : t('paypal.unpaid', { number: order.number })}</p>
      ) : (
        // Paid meanwhile (another tab) or cancelled when its time ran out.
        <p>{t('paypal.orderPayment', { number: order.number, status: t(`payment.statuses.${order.status}`) })}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {order.pending && approvalUrl ? (
          // The provider's page is another site (or the sandbox outside the router): a plain link.
          <a href={approvalUrl} className={buttonClasses('primary', 'min-h-11')}>
            {t('paypal.payAgain')}
          </a>
        ) : null}
        <Link to={tracking} className={buttonClasses('secondary', 'min-h-11')}>
          {t('paypal.seeOrder', { number: order.number })}
        </Link>
      </div>
    </div>
  );
}
