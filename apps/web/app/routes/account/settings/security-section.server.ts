import type { LoggedUser } from '@store/contracts/account';
import { formatPhoneForDisplay } from '@store/contracts/phone';
import type { AppLoadContext } from 'react-router';

/** What the security section shows: the addresses and whether each one was proven. */
export interface SecurityData {
  email: string | null;
  /** "+225 07 00 00 00 02" as the account stores it, or null. */
  phoneNumber: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/**
 * Data of `<SecuritySection />`, for the settings loader: call it with the user the guard
 * returned. A verification status that fails to load shows as not verified.
 */
export async function loadSecurity(request: Request, context: AppLoadContext, user: LoggedUser): Promise<SecurityData> {
  const { api } = context;
  const [emailVerified, phoneVerified] = await Promise.all([
    user.email ? api.emailVerified().catch(() => false) : false,
    user.phoneNumber ? api.phoneVerified().catch(() => false) : false,
  ]);
  return {
    email: user.email,
    phoneNumber: user.phoneNumber ? formatPhoneForDisplay(`${user.phoneNumber.indicator}${user.phoneNumber.telephone}`) : null,
    emailVerified,
    phoneVerified,
  };
}
