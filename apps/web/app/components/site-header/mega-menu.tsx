import type { Category } from '@store/contracts/catalog';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { ChevronDownIcon, ChevronRightIcon, MenuIcon } from '../ui/icons.tsx';
import { useDisclosure } from '../ui/use-disclosure.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { CategoryShowcase } from './category-showcase.tsx';
import { searchHref } from './search-links.ts';

/**
 * "All categories": the 12 top categories on the left; hovering or focusing one shows its
 * sub-entries on the right. Each category's sub-entries follow it in the DOM, so Tab walks
 * category, its entries, next category... The panel is positioned against the category bar.
 */
export function MegaMenu({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { open, close, containerProps, buttonProps, panelId } = useDisclosure();
  const [activeId, setActiveId] = useState(categories[0]?.id);
  if (categories.length === 0) return null;

  const active = categories.find((category) => category.id === activeId) ?? categories[0];
  const visibility = hydrated ? (open ? 'block' : 'hidden') : 'hidden group-focus-within:block group-hover:block';
  return (
    <div {...containerProps} className="group shrink-0">
      <button
        {...buttonProps}
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
                  <div role="group" aria-label={category.name} className={isActive ? 'absolute inset-y-0 right-0 left-80 overflow-y-auto p-6' : 'hidden'}>
                    <p className="text-base font-bold text-slate-900">{category.name}</p>
                    {category.description ? <p className="mt-1 max-w-2xl text-sm text-slate-600">{category.description}</p> : null}
                    <ul className="mt-4 grid grid-cols-2 gap-x-6 lg:grid-cols-3">
                      {category.subCategories.map((entry) => (
                        <li key={entry.id}>
                          <Link
                            to={searchHref(entry.keyword)}
                            onClick={() => close()}
                            className="flex min-h-9 items-center rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                          >
                            {entry.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                    <CategoryShowcase categoryName={category.name} onNavigate={() => close()} />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}
