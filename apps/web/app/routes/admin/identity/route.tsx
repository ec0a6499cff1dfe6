import { formatPhoneForDisplay } from '@store/contracts/phone';
import { identityStatuses } from '@store/contracts/identity-documents';
import { identityReviewFormSchema, identityStatusSchema } from '@store/contracts/profile';
import { idParamSchema } from '@store/contracts/catalog';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { data } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { StatusLinks } from '../list-filters.tsx';
import { IdentityReviewCard } from './identity-review-card.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.identity.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 10;

/** Identity documents sent by sellers, PENDING first come first served; other statuses newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  const url = new URL(request.url);
  const status = identityStatusSchema.catch('PENDING').parse(url.searchParams.get('status') ?? 'PENDING');
  const page = Math.max(0, Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0);
  const { items, total } = await context.api.identityReviews(status, page, PAGE_SIZE);
  // Numbers are formatted here so that libphonenumber-js stays out of the browser.
  const shown = items.map((item) => ({ ...item, account: { ...item.account, phoneNumber: item.account.phoneNumber && formatPhoneForDisplay(item.account.phoneNumber) } }));
  return data({ items: shown, total, status, page }, { headers: { 'cache-control': 'private, no-store' } });
}

/**
 * Approve, or reject with a reason; the API refuses a request reviewed already. The answer
 * names the request (`reviewId`), so its card shows it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const submission = readForm(await request.formData(), identityReviewFormSchema);
  const extra = { reviewId: idParamSchema.catch(0).parse(submission.payload.id) };
  if (submission.status !== 'success') return invalidForm(submission, { extra });
  const { id, ...review } = submission.value;
  try {
    await context.api.reviewIdentity(id, review);
    return { reviewId: id, ok: true as const, decision: review.decision };
  } catch (error) {
    return failedForm(submission, error, { extra });
  }
}

export default function AdminIdentity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, status, page } = loaderData;
  const hrefFor = (next: number) => `/admin/identity?status=${status}${next > 0 ? `&page=${next}` : ''}`;
  return (
    <section aria-labelledby="identity-review-title">
      <h2 id="identity-review-title" className="text-xl font-bold">
        {t('admin.identity.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.identity.intro')}</p>
      {actionData && 'ok' in actionData ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
          {t(actionData.decision === 'APPROVED' ? 'admin.identity.approvedDone' : 'admin.identity.rejectedDone')}
        </p>
      ) : null}
      <StatusLinks label={t('admin.identity.statusFilter')} statuses={identityStatuses} current={status} hrefOf={(value) => `/admin/identity?status=${value}`} labelOf={(value) => t(`admin.identity.statuses.${value}`)} />
      <p className="mt-4 text-sm text-slate-600">{t('admin.identity.count', { count: total })}</p>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('admin.identity.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <IdentityReviewCard item={item} lastResult={actionData && !('ok' in actionData) && actionData.reviewId === item.id ? actionData : undefined} />
            </li>
          ))}
        </ul>
      )}
      <Pagination hrefFor={hrefFor} page={page} size={PAGE_SIZE} total={total} />
    </section>
  );
}
