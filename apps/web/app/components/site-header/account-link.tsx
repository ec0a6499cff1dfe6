import { canAdminister, greetingName, isSeller } from '@store/contracts/roles';
import { GREETING_MAX_WIDTH_PX } from '@store/contracts/constants';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Form, Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../ui/icons.tsx';
import { useDisclosure } from '../ui/use-disclosure.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { usePersonal } from '../../lib/personal.ts';
import { UnreadBadge } from './notification-bell.tsx';

const itemClass = 'flex min-h-10 w-full items-center px-3 text-left text-sm text-slate-800 hover:bg-slate-100';

/**
 * Signed out: a login icon to /account/login. Signed in (spec §2): a greeting with the first
 * name (cut at 100 px) opening My account, My shop (PROFESSIONAL), My requests (sellers),
 * Support, Administration (ROLE_ADMIN or ROLE_MANAGER) and Log out.
 */
export function AccountLink() {
  const { t } = useTranslation();
  const personal = usePersonal();
  const user = personal?.user ?? null;
  const unread = personal?.unreadNotifications ?? 0;
  const hydrated = useHydrated();
  const { open, containerProps, buttonProps, panelId } = useDisclosure();
  if (!user) {
    return (
      <Link to="/account/login" className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700">
        <UserIcon className="size-6" />
        <span className="sr-only text-sm font-semibold lg:not-sr-only">{t('header.login')}</span>
      </Link>
    );
  }
  const visibility = hydrated ? (open ? 'block' : 'hidden') : 'hidden group-focus-within:block group-hover:block';
  return (
    <div {...containerProps} className="group relative">
      <button {...buttonProps} className="relative inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
        <UserIcon className="size-6" />
        <UnreadBadge unread={unread} className="left-5 top-0.5 sm:hidden" />
        {/* On a phone the row has no room for the name: the icon stays, the name is still read out. */}
        {/* The inner block carries the cut: `not-sr-only` lets text wrap again, and an inline box ignores a max width. */}
        <span className="sr-only sm:not-sr-only">
          <span className="block truncate" style={{ maxWidth: GREETING_MAX_WIDTH_PX }}>
            {t('header.account.hello', { name: greetingName(user) })}
          </span>
        </span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} className={`${visibility} absolute right-0 top-full z-40 w-56 pt-1`}>
        <ul className="rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <li><Link to="/account/settings" className={itemClass}>{t('header.account.myAccount')}</Link></li>
          <li>
            <Link to="/account#notifications" className={itemClass}>
              {t('header.account.notifications')}
              {unread > 0 ? <span className="ml-2 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">{t('header.account.unread', { count: unread })}</span> : null}
            </Link>
          </li>
          {isSeller(user) ? <li><Link to="/account/vendor" className={itemClass}>{t('header.account.myShop')}</Link></li> : null}
          {isSeller(user) ? <li><Link to="/requested-products" className={itemClass}>{t('header.account.myRequests')}</Link></li> : null}
          <li><Link to="/faq" className={itemClass}>{t('header.account.support')}</Link></li>
          {canAdminister(user) ? <li><Link to="/admin" className={itemClass}>{t('header.account.administration')}</Link></li> : null}
          <li className="border-t border-slate-100">
            <Form method="post" action="/account/logout">
              <button type="submit" className={itemClass}>{t('header.account.logout')}</button>
            </Form>
          </li>
        </ul>
      </div>
    </div>
  );
}
