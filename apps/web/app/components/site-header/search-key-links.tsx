import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import type { SearchKey } from '@store/contracts/content';
import { searchHref } from './search-links.ts';

/** Hashtag buttons from the content service; each runs a search for its query. */
export function SearchKeyLinks({ searchKeys }: { searchKeys: SearchKey[] }) {
  const { t } = useTranslation();
  if (searchKeys.length === 0) return null;
  return (
    <ul aria-label={t('header.popularSearches')} className="flex min-w-0 flex-1 items-center gap-2 overflow-x-auto py-1 [scrollbar-width:thin]">
      {searchKeys.map((key) => (
        <li key={`${key.keyword}-${key.query}`} className="shrink-0">
          <Link
            to={searchHref(key.query)}
            // Colours are content-service data, so they cannot be Tailwind classes.
            style={{ backgroundColor: key.btnColor, color: key.textColor }}
            className="inline-flex h-8 items-center rounded-full bg-slate-100 px-3 text-xs font-semibold whitespace-nowrap hover:opacity-90"
          >
            #{key.keyword.replace(/^#/, '')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
