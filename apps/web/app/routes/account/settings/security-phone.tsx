import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, Link } from 'react-router';
import { VerifiedBadge } from './verified-badge.tsx';

/**
 * The account's phone number with its badge, and a new number waiting for its code. Verifying
 * sends a code by SMS (to the new number when there is one) and opens /check-phone-number,
 * where it is typed.
 */
export function PhoneSecurity({ phoneNumber, verified, pending = null }: { phoneNumber: string | null; verified: boolean; pending?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">{t('security.phone.title')}</h3>
      <p className="flex flex-wrap items-center gap-2">
        <span>{phoneNumber ?? t('security.phone.none')}</span>
        {phoneNumber ? <VerifiedBadge verified={verified} /> : null}
      </p>
      {pending ? <p className="text-sm text-amber-800">{t('security.phone.pending', { phoneNumber: pending })}</p> : null}
      {pending || (phoneNumber && !verified) ? (
        <div className="flex flex-wrap items-center gap-3">
          <Form method="post" action="/check-phone-number">
            <input type="hidden" name="intent" value="send" />
            <button type="submit" className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100">
              {t('security.phone.verify')}
            </button>
          </Form>
          <Link to="/check-phone-number" className="text-sm text-brand-700 hover:underline">
            {t('security.phone.haveCode')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
