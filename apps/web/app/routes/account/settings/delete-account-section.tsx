import { accountDeletionReasons } from '@store/contracts/contact-topics';
import { DELETION_COMMENT_MAX } from '@store/contracts/limits';
import type { DeleteAccountBody } from '@store/contracts/profile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { FieldError, FormError, TextAreaField } from '../../../components/ui/text-field.tsx';
import { fieldErrorKey } from '../../../lib/form-reply.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import type { ProfileResult } from './profile-actions.server.ts';

const FORM_ID = 'delete-account-form';

/** The four reasons of spec §2, an optional comment, and the irreversible button. */
function DeleteAccountFields({ result }: { result: ProfileResult | undefined }) {
  const { t } = useTranslation();
  const { form, fields, formErrorKey } = useServerForm<DeleteAccountBody>(result, { id: FORM_ID });
  const reasonError = fieldErrorKey(fields.reason.errors);
  return (
    <div className="space-y-4">
      <FormError id={form.errorId} error={formErrorKey} />
      <p className="text-slate-700">{t('deleteAccount.warning')}</p>
      <fieldset aria-describedby={reasonError ? fields.reason.errorId : undefined}>
        <legend className="text-sm font-medium">{t('deleteAccount.reasonLabel')}</legend>
        <div className="mt-2 space-y-2">
          {accountDeletionReasons.map((reason) => (
            <label key={reason} className="flex min-h-10 items-center gap-3 rounded-md border border-slate-200 px-3">
              <input type="radio" name={fields.reason.name} value={reason} required defaultChecked={(fields.reason.initialValue ?? accountDeletionReasons[0]) === reason} className="size-5" />
              {t(`deleteAccount.reasons.${reason}`)}
            </label>
          ))}
        </div>
        <FieldError id={fields.reason.errorId} error={reasonError} />
      </fieldset>
      <TextAreaField label={t('deleteAccount.comment')} field={fields.comment} rows={3} maxLength={DELETION_COMMENT_MAX} />
    </div>
  );
}

/**
 * Closing the account. With JavaScript, a confirmation dialog; without, the same form opens
 * in place. Either way the server closes the account, signs the user out and goes home.
 */
export function DeleteAccountSection({ result }: { result: ProfileResult | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const refused = result !== undefined && !('ok' in result);
  const [open, setOpen] = useState(refused);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  const submit = (
    <button type="submit" form={FORM_ID} disabled={busy} className="min-h-11 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
      {t('deleteAccount.confirm')}
    </button>
  );
  const form = (
    <Form method="post" id={FORM_ID}>
      <input type="hidden" name="intent" value="delete" />
      <DeleteAccountFields result={result} />
    </Form>
  );
  return (
    <section aria-labelledby="delete-title" className="mt-8 rounded-lg border border-red-200 bg-white p-5">
      <h2 id="delete-title" className="text-xl font-bold text-red-800">
        {t('deleteAccount.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">{t('deleteAccount.intro')}</p>
      {hydrated ? (
        <>
          <button type="button" onClick={() => setOpen(true)} className="mt-4 min-h-11 rounded-md border border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50">
            {t('deleteAccount.open')}
          </button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title={t('deleteAccount.dialogTitle')}
            footer={
              <>
                <button type="button" onClick={() => setOpen(false)} className="min-h-11 rounded-md border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-100">
                  {t('ui.cancel')}
                </button>
                {submit}
              </>
            }
          >
            {form}
          </Modal>
        </>
      ) : (
        <details className="mt-4" open={refused}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-red-700 px-4 font-semibold text-red-800">{t('deleteAccount.open')}</summary>
          <div className="mt-4 space-y-4">
            {form}
            {submit}
          </div>
        </details>
      )}
    </section>
  );
}
