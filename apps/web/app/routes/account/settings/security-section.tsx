import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { EmailSecurity } from './security-email.tsx';
import { ChangePasswordForm } from './security-password.tsx';
import { PhoneSecurity } from './security-phone.tsx';
import type { SecurityData } from './security-section.server.ts';

/**
 * The security part of /account/settings: password, email, and verification of the email
 * address and phone number with their badges. Each form posts to its own action route
 * (/account/settings/password, /account/settings/email, /account/settings/verify-email,
 * /check-phone-number), so it never mixes with the profile form. Data: `loadSecurity()`.
 */
export function SecuritySection({ security, pendingPhoneNumber = null }: { security: SecurityData; pendingPhoneNumber?: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="security-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="security-title" className="text-xl font-bold">
        {t('security.title')}
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          <EmailSecurity email={security.email} verified={security.emailVerified} />
          <PhoneSecurity phoneNumber={security.phoneNumber} verified={security.phoneVerified} pending={pendingPhoneNumber} />
        </div>
        <ChangePasswordForm />
      </div>
    </section>
  );
}
