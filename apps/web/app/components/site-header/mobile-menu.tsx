import { MOBILE_MENU_BREAKPOINT_PX, RESIZE_THROTTLE_MS } from '@store/contracts/constants';
import { languages } from '@store/contracts/locale';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link, useLocation } from 'react-router';
import { useRootData } from '../../root.tsx';
import { copyrightYear } from '../ui/copyright-year.ts';
import { Drawer } from '../ui/drawer.tsx';
import { CloseIcon, MenuIcon, TagIcon } from '../ui/icons.tsx';
import { LanguageChoiceButton } from '../ui/language-choice-button.tsx';
import { PreferencesForm } from '../ui/preferences-form.tsx';
import { MobileCategoryList } from './mobile-category-list.tsx';
import { dealsHref } from './search-links.ts';
import { throttle } from './throttle.ts';

/**
 * The hamburger and its off-canvas menu (below md). It is open only on the location it was
 * opened on, so any navigation closes it; so does growing past the mobile breakpoint.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { categories, language, year } = useRootData();
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const drawerId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpenOn(null);
    hamburgerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onResize = throttle(() => {
      if (window.innerWidth > MOBILE_MENU_BREAKPOINT_PX) setOpenOn(null);
    }, RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label={t('header.menu.open')}
        onClick={() => setOpenOn(location.key)}
        className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      <Drawer id={drawerId} open={open} onClose={close} label={t('header.menu.title')} initialFocusRef={closeRef}>
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 pr-2 pl-4">
          <p className="font-bold text-brand-700">{t('header.menu.title')}</p>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            aria-label={t('header.menu.close')}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('header.categoriesNav')} className="flex-1 overflow-y-auto">
          <Link to={dealsHref} className="flex min-h-12 items-center gap-2 border-b border-slate-200 px-4 text-sm font-semibold text-slate-800">
            <TagIcon className="size-5 text-accent-600" />
            {t('header.deals')}
          </Link>
          <p className="px-4 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('header.allCategories')}</p>
          <MobileCategoryList categories={categories} />
        </nav>
        {languages.length > 1 ? (
          <PreferencesForm className="shrink-0 border-t border-slate-200 px-4 py-3">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('localeChooser.language')}</p>
            <ul className="mt-1 flex gap-2">
              {languages.map((choice) => (
                <li key={choice}>
                  <LanguageChoiceButton
                    choice={choice}
                    current={language}
                    className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
                  />
                </li>
              ))}
            </ul>
          </PreferencesForm>
        ) : null}
        <p className="shrink-0 border-t border-slate-200 px-4 py-3 text-xs text-slate-500">
          © {copyrightYear(year)} {t('brand.name')}. {t('header.rightsReserved')}
        </p>
      </Drawer>
    </>
  );
}
