import { MOBILE_MENU_BREAKPOINT_PX, RESIZE_THROTTLE_MS } from '@store/contracts/constants';
import { languages } from '@store/contracts/locale';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { useRootData } from '../../root.tsx';
import { copyrightYear } from '../ui/copyright-year.ts';
import { Drawer } from '../ui/drawer.tsx';
import { CloseButton } from '../ui/close-button.tsx';
import { TagIcon } from '../ui/icons.tsx';
import { LanguageChoices } from '../ui/language-choices.tsx';
import { PreferencesForm } from '../ui/preferences-form.tsx';
import { MobileCategoryList } from './mobile-category-list.tsx';
import { dealsHref } from './search-links.ts';
import { throttle } from './throttle.ts';

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The phone's off-canvas menu: Deals, the categories with their sub-entries, the language and
 * the rights line. Loaded when the menu button is first pressed (mobile-menu.tsx); growing
 * past the mobile breakpoint closes it.
 */
export function MobileDrawer({ id, open, onClose }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { language, year } = useRootData();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onResize = throttle(() => {
      if (window.innerWidth > MOBILE_MENU_BREAKPOINT_PX) onClose();
    }, RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [open, onClose]);

  return (
    <Drawer id={id} open={open} onClose={onClose} label={t('header.menu.title')} initialFocusRef={closeRef}>
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 pr-2 pl-4">
        <p className="font-bold text-brand-700">{t('header.menu.title')}</p>
        <CloseButton ref={closeRef} label={t('header.menu.close')} onClick={onClose} className="text-slate-600" />
      </div>
      <nav aria-label={t('header.categoriesNav')} className="flex-1 overflow-y-auto">
        <Link to={dealsHref} className="flex min-h-12 items-center gap-2 border-b border-slate-200 px-4 text-sm font-semibold text-slate-800">
          <TagIcon className="size-5 text-accent-600" />
          {t('header.deals')}
        </Link>
        <p className="px-4 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('header.allCategories')}</p>
        <MobileCategoryList />
      </nav>
      {languages.length > 1 ? (
        <PreferencesForm className="shrink-0 border-t border-slate-200 px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('localeChooser.language')}</p>
          <LanguageChoices
            current={language}
            className="mt-1 flex gap-2"
            buttonClassName="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
          />
        </PreferencesForm>
      ) : null}
      <p className="shrink-0 border-t border-slate-200 px-4 py-3 text-xs text-slate-500">
        © {copyrightYear(year)} {t('brand.name')}. {t('header.rightsReserved')}
      </p>
    </Drawer>
  );
}
