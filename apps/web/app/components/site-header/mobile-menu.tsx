import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useLocation } from 'react-router';
import { MenuIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useMenuDetailsRequest } from '../../lib/menu.ts';
import { CATEGORY_MENU_ID } from './mega-menu.tsx';

const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

const triggerClass = '-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden';

/**
 * The hamburger of phones (below md). With scripts it opens the off-canvas menu, whose code
 * and category list load on the first press (mobile-drawer.tsx); it is open only on the
 * location it was opened on, so any navigation closes it. Before or without scripts it is a
 * link to the header's category list (#category-menu), which CSS then shows.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openOn === location.key;
  const drawerId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const requestMenuDetails = useMenuDetailsRequest();

  const close = useCallback(() => {
    setOpenOn(null);
    hamburgerRef.current?.focus();
  }, []);

  if (!hydrated) {
    return (
      <a href={`#${CATEGORY_MENU_ID}`} aria-label={t('header.menu.open')} className={triggerClass}>
        <MenuIcon className="size-6" />
      </a>
    );
  }
  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={loaded ? drawerId : undefined}
        aria-label={t('header.menu.open')}
        // The press starts the download; the click, a moment later, opens.
        onPointerDown={() => {
          void loadDrawer();
          requestMenuDetails();
        }}
        onClick={() => {
          requestMenuDetails();
          setLoaded(true);
          setOpenOn(location.key);
        }}
        className={triggerClass}
      >
        <MenuIcon className="size-6" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileDrawer id={drawerId} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
