import { REJECTION_REASON_MAX } from '@store/contracts/limits';
import type { IdentityReviewItem } from '@store/contracts/profile';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { FormError, TextAreaField } from '../../../components/ui/text-field.tsx';
import { useServerForm } from '../../../lib/forms.ts';
import { useRootData } from '../../../root.tsx';

/**
 * One request: who sent it, the document picture, and the approve / reject forms while pending;
 * `lastResult` is the refusal of a review of this request.
 */
export function IdentityReviewCard({ item, lastResult }: { item: IdentityReviewItem; lastResult: unknown }) {
  const { t } = useTranslation();
  const { form, fields, formProps, formErrorKey } = useServerForm<{ reason: string }>(lastResult, { id: `review-${item.id}` });
  const { language } = useRootData();
  const navigation = useNavigation();
  const id = useId();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(item.id);
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const documentUrl = `/admin/identity/${item.id}/document`;
  const headingId = `${id}-heading`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {item.account.shopName ?? item.account.name}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('admin.identity.seller')}</dt>
          <dd>
            {item.account.name} ({item.account.login})
          </dd>
          {item.account.email ? (
            <>
              <dt className="text-slate-500">{t('admin.identity.email')}</dt>
              <dd className="break-all">{item.account.email}</dd>
            </>
          ) : null}
          {item.account.phoneNumber ? (
            <>
              <dt className="text-slate-500">{t('admin.identity.phone')}</dt>
              <dd>{item.account.phoneNumber}</dd>
            </>
          ) : null}
          <dt className="text-slate-500">{t('identity.documentType')}</dt>
          <dd>{t(`identity.types.${item.documentType}`)}</dd>
          <dt className="text-slate-500">{t('identity.documentNumber')}</dt>
          <dd className="font-mono">{item.documentNumber}</dd>
          <dt className="text-slate-500">{t('admin.identity.submitted')}</dt>
          <dd>{date(item.submittedAt)}</dd>
          {item.reviewedAt ? (
            <>
              <dt className="text-slate-500">{t('admin.identity.reviewed')}</dt>
              <dd>
                {date(item.reviewedAt)}
                {item.reviewedBy ? ` · ${item.reviewedBy}` : ''}
              </dd>
            </>
          ) : null}
          {item.rejectionReason ? (
            <>
              <dt className="text-slate-500">{t('admin.identity.reason')}</dt>
              <dd>{item.rejectionReason}</dd>
            </>
          ) : null}
        </dl>
        <FormError id={form.errorId} error={formErrorKey} className="mt-3" />
        {item.status === 'PENDING' ? (
          <div className="mt-4 space-y-3">
            <Form method="post">
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="decision" value="APPROVED" />
              <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800 disabled:opacity-60">
                {t('admin.identity.approve')}
              </button>
            </Form>
            <Form method="post" {...formProps} className="space-y-2">
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="decision" value="REJECTED" />
              <TextAreaField label={t('admin.identity.rejectReason')} field={fields.reason} rows={2} required minLength={3} maxLength={REJECTION_REASON_MAX} />
              <button type="submit" disabled={busy} className="min-h-11 rounded-md border border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
                {t('admin.identity.reject')}
              </button>
            </Form>
          </div>
        ) : null}
      </div>
      <a href={documentUrl} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border border-slate-200 bg-slate-100">
        <img src={documentUrl} alt={t('admin.identity.documentAlt', { name: item.account.name })} loading="lazy" className="max-h-96 w-full object-contain" />
      </a>
    </article>
  );
}
