import { lazy, type PointerEvent, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { type CategoryHead, useMenuDetailsRequest } from '../../lib/menu.ts';
import { Link } from 'react-router';
import { ChevronDownIcon, ChevronRightIcon, MenuIcon } from '../ui/icons.tsx';
import { useDisclosure } from '../ui/use-disclosure.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { searchHref } from './search-links.ts';

const CategoryEntries = lazy(() => import('./category-entries.tsx').then((module) => ({ default: module.CategoryEntries })));

/** The id of the top-category list: the phone's menu link points here when scripts do not run. */
export const CATEGORY_MENU_ID = 'category-menu';

/**
 * "All categories": the 12 top categories on the left, always in the page as links; the one
 * under the pointer or focus shows its sub-entries on the right, drawn only while the menu is
 * open (category-entries.tsx). They follow their category in the DOM, so Tab walks category,
 * its entries, next category... The panel is positioned against the category bar.
 * A mouse opens it by hovering, as the page's CSS does before scripts run; a click then keeps
 * it open. Keyboard and touch open it with the button.
 */
export function MegaMenu({ categories }: { categories: CategoryHead[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { open, show, close, containerProps, buttonProps, panelId } = useDisclosure(CATEGORY_MENU_ID);
  const [activeId, setActiveId] = useState(categories[0]?.id);
  const openedByHover = useRef(false);
  const requestMenuDetails = useMenuDetailsRequest();
  if (categories.length === 0) return null;

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    requestMenuDetails();
    openedByHover.current = true;
    show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !openedByHover.current) return;
    openedByHover.current = false;
    close();
  };
  const onClick = () => {
    requestMenuDetails();
    const pinning = open && openedByHover.current;
    openedByHover.current = false;
    if (!pinning) buttonProps.onClick();
  };
  const active = categories.find((category) => category.id === activeId) ?? categories[0];
  // Before scripts run: hover, focus, or the phone menu's link (#category-menu) shows the list.
  const visibility = hydrated ? (open ? 'block' : 'hidden') : 'hidden group-focus-within:block group-hover:block target:block';
  return (
    <div {...containerProps} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} className="group shrink-0">
      <button
        {...buttonProps}
        onClick={onClick}
        className="inline-flex h-11 items-center gap-2 bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 aria-expanded:bg-brand-700"
      >
        <MenuIcon className="size-4" />
        {t('header.allCategories')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} className={`${visibility} absolute inset-x-0 top-full z-40 rounded-b-lg border border-slate-200 bg-white shadow-xl`}>
        <div className="relative flex">
          <ul className="w-80 shrink-0 border-r border-slate-200 py-2">
            {categories.map((category) => {
              const isActive = category.id === active?.id;
              return (
                <li key={category.id} onMouseEnter={() => setActiveId(category.id)} onFocus={() => setActiveId(category.id)}>
                  <Link
                    to={searchHref(category.keyword)}
                    onClick={() => close()}
                    className={`flex min-h-10 items-center justify-between gap-2 px-4 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-800'}`}
                  >
                    {category.name}
                    <ChevronRightIcon className="size-4 shrink-0 text-slate-400" />
                  </Link>
                  {open && isActive ? (
                    <Suspense fallback={null}>
                      <CategoryEntries heading={category} onNavigate={() => close()} />
                    </Suspense>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}
