import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

/** An order's refund state as a badge: money still owed back (amber), or sent back (green). */
export function RefundBadge({ status, className = '' }: { status: 'REFUND_DUE' | 'REFUNDED' | null; className?: string }) {
  const { t } = useTranslation();
  if (status === null) return null;
  const due = status === 'REFUND_DUE';
  return (
    <span className={`rounded-full px-2 py-0.5 font-semibold ${due ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'} ${className}`}>
      {t(due ? 'admin.orders.refundDue' : 'admin.orders.refunded')}
    </span>
  );
}
