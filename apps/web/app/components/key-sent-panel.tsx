import { accountLinkPaths, type NotifyBy } from '@store/contracts/account-keys';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { Form } from 'react-router';
import { FormMessage, inputClasses } from './ui/text-field.tsx';

const codeTargets = {
  activation: accountLinkPaths.activate,
  reset: accountLinkPaths.resetPasswordFinish,
} as const;

/**
 * "We sent a key to …": after registering or asking for a password reset. A key sent by SMS
 * is a code typed here; the form is a plain GET to the page that uses the key, so it works
 * without JavaScript and the same page also opens from the link in the message.
 */
export function KeySentPanel({ sent, purpose }: { sent: { notifyBy: NotifyBy; sentTo?: string }; purpose: keyof typeof codeTargets }) {
  const { t } = useTranslation();
  const channel = sent.notifyBy === 'SMS' ? 'sms' : 'email';
  return (
    <div className="mt-6 space-y-4">
      <FormMessage tone="success">{t(`keySent.${purpose}.${channel}`, { sentTo: sent.sentTo ?? '' })}</FormMessage>
      {sent.notifyBy === 'SMS' ? <CodeForm action={codeTargets[purpose]} /> : <p className="text-sm text-slate-600">{t('keySent.checkSpam')}</p>}
    </div>
  );
}

/** Where an SMS code is typed; GET so the target page reads `key` like a link's. */
export function CodeForm({ action, submitLabel }: { action: string; submitLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} className="rounded-lg border border-slate-200 bg-white p-5">
      <input type="hidden" name="notifyBy" value="SMS" />
      <label htmlFor="sms-code" className="block text-sm font-medium">
        {t('keySent.codeLabel')}
      </label>
      <input id="sms-code" name="key" required inputMode="numeric" autoComplete="one-time-code" maxLength={40} className={`${inputClasses} tracking-widest`} />
      <button type="submit" className="mt-4 min-h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700">
        {submitLabel ?? t('keySent.codeSubmit')}
      </button>
    </Form>
  );
}
