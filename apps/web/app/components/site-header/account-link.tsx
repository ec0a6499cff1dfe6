import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../ui/icons.tsx';

/**
 * Signed out: a login icon to /account/login.
 * Extension point (accounts issue, spec §2): when the root data carries a signed-in user,
 * render here a greeting with the first name (truncated at GREETING_MAX_WIDTH_PX) opening a
 * menu built with useDisclosure: My account, My shop (PROFESSIONAL), My requests (sellers),
 * Support/FAQ, Administration (ROLE_ADMIN or ROLE_MANAGER) and Log out.
 */
export function AccountLink() {
  const { t } = useTranslation();
  return (
    <Link to="/account/login" className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700">
      <UserIcon className="size-6" />
      <span className="sr-only text-sm font-semibold lg:not-sr-only">{t('header.login')}</span>
    </Link>
  );
}
