import { identityDocumentTypes } from '@store/contracts/identity-documents';
import type { AccountProfile, IdentityFields } from '@store/contracts/profile';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { FieldError, FormError, FormMessage, initialText, inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorKey } from '../../../lib/form-reply.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { VerifiedSellerBadge } from '../../../components/verified-seller-badge.tsx';
import { useRootData } from '../../../root.tsx';
import { PictureInput } from './picture-input.tsx';
import type { ProfileResult } from './profile-actions.server.ts';

function IdentityStatus({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  if (profile.identityVerified) {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-slate-700">
        <VerifiedSellerBadge /> {t('identity.verifiedText')}
      </p>
    );
  }
  const request = profile.identity;
  if (!request) return <p className="mt-3 text-slate-700">{t('identity.none')}</p>;
  if (request.status === 'PENDING') {
    return (
      <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
        {t('identity.pending', { date: date(request.submittedAt) })}
      </p>
    );
  }
  return (
    <div role="status" className="mt-3 rounded-md bg-red-50 p-3 text-red-900">
      <p className="font-semibold">{t('identity.rejected', { date: date(request.reviewedAt ?? request.submittedAt) })}</p>
      {request.rejectionReason ? <p className="mt-1">{t('identity.reason', { reason: request.rejectionReason })}</p> : null}
    </div>
  );
}

/**
 * Sellers prove who they are with an identity document, reviewed in the admin area; once
 * approved, their shop and products carry the verified-seller badge.
 */
export function IdentitySection({ profile, result }: { profile: AccountProfile; result: ProfileResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'identity';
  const { form, fields, formProps, formErrorKey } = useServerForm<IdentityFields & { file: File }>(result, { id: 'identity', defaultValue: { documentType: 'NATIONAL_ID_CARD' } });
  const typeField = fields.documentType;
  const typeError = fieldErrorKey(typeField.errors);
  return (
    <section aria-labelledby="identity-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="identity-title" className="text-xl font-bold">
        {t('identity.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">{t('identity.intro')}</p>
      {result && 'ok' in result ? (
        <div className="mt-3">
          <FormMessage tone="success">{t('identity.sent')}</FormMessage>
        </div>
      ) : null}
      <IdentityStatus profile={profile} />
      {profile.identityVerified ? null : (
        <Form method="post" encType="multipart/form-data" {...formProps} className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby="identity-title">
          <input type="hidden" name="intent" value="identity" />
          <FormError id={form.errorId} error={formErrorKey} className="sm:col-span-2" />
          <div>
            <label htmlFor={typeField.id} className="block text-sm font-medium">
              {t('identity.documentType')}
            </label>
            <select
              key={typeField.key}
              id={typeField.id}
              name={typeField.name}
              required
              defaultValue={initialText(typeField)}
              className={inputClasses}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? typeField.errorId : undefined}
            >
              {identityDocumentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`identity.types.${type}`)}
                </option>
              ))}
            </select>
            <FieldError id={typeField.errorId} error={typeError} />
          </div>
          <TextField label={t('identity.documentNumber')} field={fields.documentNumber} required minLength={4} maxLength={40} autoComplete="off" />
          <div className="sm:col-span-2">
            <PictureInput label={t('identity.document')} error={fieldErrorKey(fields.file.errors)} />
            <p className="mt-1 text-xs text-slate-600">{t('identity.privacy')}</p>
          </div>
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
              {busy ? t('identity.sending') : t('identity.submit')}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
