import { SCROLL_SHADOW_PX } from '@store/contracts/constants';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { TagIcon } from '../ui/icons.tsx';
import { AccountLink } from './account-link.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { AttentionGate } from './attention-gate.tsx';
import { CartLink } from './cart-link.tsx';
import { CategoryBar } from './category-bar.tsx';
import { HeaderLogo } from './header-logo.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBar } from './search-bar.tsx';
import { dealsHref } from './search-links.ts';
import { useScrolledPast } from './use-scrolled-past.ts';
import { usePersonal } from '../../lib/personal.ts';

/**
 * The sticky site header (spec §2): top row, phone search row, desktop category bar.
 * Its height never depends on scripts, so hydration shifts nothing; only the shadow changes.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(SCROLL_SHADOW_PX);
  const cartCount = usePersonal()?.cartCount ?? 0;
  return (
    <header className={`sticky top-0 z-30 border-b border-slate-200 bg-white transition-shadow ${scrolled ? 'shadow-md' : 'shadow-none'}`}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:gap-4 lg:gap-6">
        <MobileMenu />
        <HeaderLogo />
        <SearchBar className="hidden min-w-0 max-w-2xl flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1">
          <Link
            to={dealsHref}
            className="hidden h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 hover:text-brand-700 md:inline-flex"
          >
            <TagIcon className="size-5 text-accent-600" />
            {t('header.deals')}
          </Link>
          <LanguageMenu className="hidden md:block" />
          <CartLink count={cartCount} />
          <NotificationBell />
          <AccountLink />
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchBar />
      </div>
      <CategoryBar />
      <AttentionGate />
    </header>
  );
}
