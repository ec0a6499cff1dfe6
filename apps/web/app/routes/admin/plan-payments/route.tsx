import { adminPlanPaymentQuerySchema, planRefundFormSchema } from '@store/contracts/admin-plan-payments';
import { idParamSchema } from '@store/contracts/catalog';
import { type PlanPaymentStatus, planPaymentStatuses } from '@store/contracts/plans';
import { data } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { StatusLinks } from '../list-filters.tsx';
import { PlanPaymentCard } from './plan-payment-card.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.planPayments.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 20;
/** The chips above the list: those owed back first (the operators' to-do), then the rest, then all. */
const chips = ['REFUND_DUE', 'REFUNDED', 'PAID', 'CAPTURING', 'CREATED', 'FAILED', 'CANCELLED', 'all'] as const satisfies readonly (PlanPaymentStatus | 'all')[];

/** Sellers' plan payments, newest first, of the status in the address (`all` for every one), refunds due by default. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status') ?? 'REFUND_DUE';
  const status = planPaymentStatuses.find((value) => value === asked);
  const page = adminPlanPaymentQuerySchema.shape.page.catch(0).parse(url.searchParams.get('page') ?? undefined);
  const query = adminPlanPaymentQuerySchema.parse({ status, page, size: PAGE_SIZE });
  const { items, total } = await context.api.adminPlanPayments(query);
  return data({ items, total, status: status ?? ('all' as const), page: query.page }, { headers: { 'cache-control': 'private, no-store' } });
}

/** Records the refund of one payment owed back; the answer names the payment, so its card shows a refusal. */
export async function action({ request, context }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const submission = readForm(await request.formData(), planRefundFormSchema);
  const extra = { paymentId: idParamSchema.catch(0).parse(submission.payload.id) };
  if (submission.status !== 'success') return invalidForm(submission, { extra });
  try {
    await context.api.markPlanPaymentRefunded(submission.value.id, submission.value.reference);
    return { paymentId: submission.value.id, ok: true as const };
  } catch (error) {
    return failedForm(submission, error, { extra });
  }
}

export default function AdminPlanPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, status, page } = loaderData;
  const hrefFor = (next: number) => `/admin/plan-payments?status=${status}${next > 0 ? `&page=${next}` : ''}`;
  return (
    <section aria-labelledby="plan-payments-title">
      <h2 id="plan-payments-title" className="text-xl font-bold">
        {t('admin.planPayments.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.planPayments.intro')}</p>
      {actionData && 'ok' in actionData ? (
        <div className="mt-4">
          <FormMessage tone="success">{t('admin.planPayments.refundedDone')}</FormMessage>
        </div>
      ) : null}
      <StatusLinks
        label={t('admin.planPayments.statusFilter')}
        statuses={chips}
        current={status}
        hrefOf={(value) => `/admin/plan-payments?status=${value}`}
        labelOf={(value) => t(value === 'all' ? 'admin.planPayments.all' : `admin.planPayments.statuses.${value}`)}
      />
      <p className="mt-4 text-sm text-slate-600">{t('admin.planPayments.count', { count: total })}</p>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('admin.planPayments.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {items.map((payment) => (
            <li key={payment.id}>
              <PlanPaymentCard payment={payment} lastResult={actionData && !('ok' in actionData) && actionData.paymentId === payment.id ? actionData : undefined} />
            </li>
          ))}
        </ul>
      )}
      <Pagination hrefFor={hrefFor} page={page} size={PAGE_SIZE} total={total} />
    </section>
  );
}
