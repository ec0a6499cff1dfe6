import { useRootData } from '../../root.tsx';
import { SocialLinks } from '../ui/social-links.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { MegaMenu } from './mega-menu.tsx';
import { SearchKeyLinks } from './search-key-links.tsx';

/**
 * The desktop bar under the top row: mega-menu, hashtag searches, social links. Before scripts
 * run, a phone shows it too once the menu link has targeted the category list (#category-menu).
 */
export function CategoryBar() {
  const { categories, searchKeys, socials } = useRootData();
  const hydrated = useHydrated();
  return (
    <div className={`hidden border-t border-slate-200 md:block ${hydrated ? '' : 'has-target:block'}`}>
      <div className="relative mx-auto flex h-11 max-w-7xl items-center gap-4 px-4">
        <MegaMenu categories={categories} />
        <SearchKeyLinks searchKeys={searchKeys} />
        <SocialLinks
          socials={socials}
          className="ml-auto flex shrink-0 items-center"
          linkClassName="px-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700"
          nameClassName="sr-only"
        />
      </div>
    </div>
  );
}
