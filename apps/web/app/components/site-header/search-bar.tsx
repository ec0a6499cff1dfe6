import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { CameraIcon, SearchIcon } from '../ui/icons.tsx';
import type { SuggestionOption } from './search-popup.tsx';

const SearchSuggestions = lazy(() => import('./search-suggestions.tsx').then((module) => ({ default: module.SearchSuggestions })));

/**
 * The product search form. The header renders two: one in the top row on wide screens and
 * one under it on phones; each has its own label, and a camera link to search by photo
 * (/upload-image) beside the field. Without JavaScript it is a plain GET. The
 * suggestions and their popup load when the field first gets focus (search-suggestions.tsx).
 */
export function SearchBar({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { pathname, search } = useLocation();
  // On the results page the box keeps the searched term; `key` resets it when that changes.
  const current = pathname === '/search-product' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const navigate = useNavigate();
  const listId = `${inputId}-suggestions`;
  const [text, setText] = useState(current);
  // The popup belongs to the page it was opened on: any navigation closes it.
  const here = `${pathname}${search}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const setOpen = (value: boolean) => setOpenOn(value ? here : null);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const expanded = open && options.length > 0;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the text field itself; the arrows cycle through it and the options.
      const last = options.length - 1;
      setActive((index) => (event.key === 'ArrowDown' ? (index >= last ? -1 : index + 1) : index <= -1 ? last : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      setOpen(false);
      void navigate(options[active].href);
    }
  };

  return (
    <Form
      method="get"
      action="/search-product"
      role="search"
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('header.search.label')}
      </label>
      <div className="flex h-10 w-full">
        <input
          key={current}
          id={inputId}
          name="q"
          type="search"
          required
          // Spec §5: the term is required; spaces alone are no term, and the browser holds the form.
          pattern=".*\S.*"
          title={t('header.search.required')}
          defaultValue={current}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? options[active]?.id : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('header.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 md:text-sm"
        />
        <Link
          to="/upload-image"
          title={t('header.search.byPhoto')}
          className="inline-flex w-10 shrink-0 items-center justify-center border-y border-slate-300 bg-white text-slate-600 hover:text-brand-700 focus-visible:relative"
        >
          <CameraIcon />
          <span className="sr-only">{t('header.search.byPhoto')}</span>
        </Link>
        <button type="submit" className="inline-flex w-12 shrink-0 items-center justify-center rounded-r-md bg-accent-500 text-slate-900 hover:bg-accent-600">
          <SearchIcon />
          <span className="sr-only">{t('header.search.submit')}</span>
        </button>
      </div>
      {focused ? (
        <Suspense fallback={null}>
          <SearchSuggestions text={text} listId={listId} open={expanded} activeId={options[active]?.id} onOptions={setOptions} onChoose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Form>
  );
}
