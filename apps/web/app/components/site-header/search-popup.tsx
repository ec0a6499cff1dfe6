import type { Suggestions } from '@store/contracts/search';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { usePrice } from '../../lib/use-price.ts';
import { ResponsivePicture } from '../responsive-picture.tsx';

export interface SuggestionOption {
  id: string;
  href: string;
}

const searchHref = (words: string) => `/search-product?q=${encodeURIComponent(words)}`;

/** The options of the popup in keyboard order: recent searches, categories, then products. */
export function suggestionOptions(suggestions: Suggestions, listId: string, recent: readonly string[] = []): SuggestionOption[] {
  return [
    ...recent.map((words, index) => ({ id: `${listId}-r${index}`, href: searchHref(words) })),
    ...suggestions.categories.map((category) => ({ id: `${listId}-c${category.kind}${category.id}`, href: searchHref(category.keyword) })),
    ...suggestions.products.map((product) => ({ id: `${listId}-p${product.id}`, href: `/product/${product.slug}` })),
  ];
}

interface SearchPopupProps {
  listId: string;
  suggestions: Suggestions;
  /** The shopper's last searches, shown before anything is typed (spec §4 history). */
  recent: readonly string[];
  activeId: string | undefined;
  onChoose: () => void;
}

/**
 * The listbox under the search field (spec §2): category suggestions and up to 3 products,
 * or the last searches while fewer than 2 characters are typed.
 */
export function SearchPopup({ listId, suggestions, recent, activeId, onChoose }: SearchPopupProps) {
  const { t } = useTranslation();
  const price = usePrice();
  const options = suggestionOptions(suggestions, listId, recent);
  const optionClass = (id: string | undefined) => `flex min-h-10 items-center gap-3 px-3 py-1.5 text-sm ${id === activeId ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-50'}`;
  return (
    <div className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg">
      <ul id={listId} role="listbox" aria-label={t('header.search.suggestions')}>
        {recent.map((words, index) => {
          const id = options[index]?.id;
          return (
            <li key={id} id={id} role="option" aria-selected={id === activeId}>
              <Link to={options[index]?.href ?? '/search-product'} onClick={onChoose} tabIndex={-1} className={optionClass(id)}>
                <span className="text-xs text-slate-500">{t('header.search.recent')}</span>
                <span className="min-w-0 flex-1 truncate font-medium">{words}</span>
              </Link>
            </li>
          );
        })}
        {suggestions.categories.map((category, index) => {
          const option = options[recent.length + index];
          const id = option?.id;
          return (
            <li key={id} id={id} role="option" aria-selected={id === activeId}>
              <Link to={option?.href ?? '/search-product'} onClick={onChoose} tabIndex={-1} className={optionClass(id)}>
                <span className="text-xs text-slate-500">{t('header.search.inCategory')}</span>
                <span className="font-medium">{category.name}</span>
              </Link>
            </li>
          );
        })}
        {suggestions.products.map((product, index) => {
          const option = options[recent.length + suggestions.categories.length + index];
          return (
            <li key={option?.id} id={option?.id} role="option" aria-selected={option?.id === activeId} className="border-t border-slate-100">
              <Link to={option?.href ?? '/'} onClick={onChoose} tabIndex={-1} className={optionClass(option?.id)}>
                {product.thumbnail ? <ResponsivePicture src={product.thumbnail} sizes="40px" widths={[160]} alt="" width={40} height={40} loading="eager" className="size-10 shrink-0 rounded object-contain" /> : null}
                <span className="min-w-0 flex-1 truncate">{product.name}</span>
                <span className="shrink-0 font-semibold">{price({ amount: product.price, currency: product.currency })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
