import { Link } from 'react-router';
import { type CategoryHead, useMenuDetails } from '../../lib/menu.ts';
import { CategoryShowcase } from './category-showcase.tsx';
import { searchHref } from './search-links.ts';

/**
 * The right side of the open mega-menu for one category: its description, sub-entries and
 * showcase product. Loaded with the menu's first opening, with the menus' details (decision
 * 90), and drawn only for the category under the pointer or focus, so neither the page's HTML
 * nor its first scripts carry them.
 */
export function CategoryEntries({ heading, onNavigate }: { heading: CategoryHead; onNavigate: () => void }) {
  const category = useMenuDetails().categories.find((entry) => entry.id === heading.id) ?? { ...heading, description: '', subCategories: [] };
  return (
    <div role="group" aria-label={category.name} className="absolute inset-y-0 right-0 left-80 overflow-y-auto p-6">
      <p className="text-base font-bold text-slate-900">{category.name}</p>
      {category.description ? <p className="mt-1 max-w-2xl text-sm text-slate-600">{category.description}</p> : null}
      <ul className="mt-4 grid grid-cols-2 gap-x-6 lg:grid-cols-3">
        {category.subCategories.map((entry) => (
          <li key={entry.id}>
            <Link
              to={searchHref(entry.keyword)}
              onClick={onNavigate}
              className="flex min-h-9 items-center rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-700"
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
      <CategoryShowcase categoryName={category.name} onNavigate={onNavigate} />
    </div>
  );
}
