import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useMenuDetails } from '../../lib/menu.ts';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { searchHref } from './search-links.ts';

/**
 * The categories of the mobile menu: each one a link, with a toggle for its sub-entries (asked
 * for when the menu first opens, decision 90).
 */
export function MobileCategoryList() {
  const { t } = useTranslation();
  const { categories } = useMenuDetails();
  const idPrefix = useId();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  return (
    <ul className="divide-y divide-slate-100">
      {categories.map((category) => {
        const expanded = expandedId === category.id;
        const listId = `${idPrefix}-${category.id}`;
        return (
          <li key={category.id}>
            <div className="flex items-stretch">
              <Link to={searchHref(category.keyword)} className="flex min-h-12 flex-1 items-center px-4 text-sm font-medium text-slate-800">
                {category.name}
              </Link>
              {category.subCategories.length > 0 ? (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  aria-label={t('header.menu.showSubCategories', { category: category.name })}
                  onClick={() => setExpandedId(expanded ? null : category.id)}
                  className="inline-flex w-12 shrink-0 items-center justify-center text-slate-500 hover:bg-slate-100"
                >
                  <ChevronDownIcon className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
                </button>
              ) : null}
            </div>
            <ul id={listId} hidden={!expanded} className="bg-slate-50 py-1">
              {category.subCategories.map((entry) => (
                <li key={entry.id}>
                  <Link to={searchHref(entry.keyword)} className="flex min-h-10 items-center pr-4 pl-8 text-sm text-slate-700">
                    {entry.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
