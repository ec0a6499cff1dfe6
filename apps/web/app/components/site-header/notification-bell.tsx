import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { usePersonal } from '../../lib/personal.ts';
import { BellIcon } from '../ui/icons.tsx';

/**
 * Signed in: a bell with the unread count (spec §4: fetched on start), opening the
 * notifications. A 360 px phone's header has no room for it: there the account button
 * carries the count (account-link.tsx) and its menu the link.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const personal = usePersonal();
  if (!personal?.user) return null;
  const unread = personal.unreadNotifications;
  return (
    <Link
      to="/account#notifications"
      aria-label={unread > 0 ? t('header.bell.unread', { count: unread }) : t('header.bell.none')}
      className="relative hidden size-10 items-center justify-center rounded-md text-slate-700 sm:inline-flex hover:bg-slate-100 hover:text-brand-700"
    >
      <BellIcon className="size-6" />
      <UnreadBadge unread={unread} className="right-0.5 top-0.5" />
    </Link>
  );
}

/** The unread count over an icon (its label says it in words). */
export function UnreadBadge({ unread, className }: { unread: number; className: string }) {
  if (unread <= 0) return null;
  return (
    <span className={`absolute min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white ${className}`} aria-hidden="true">
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
