import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { SearchIcon } from '../ui/icons.tsx';

/**
 * The product search form. The header renders two: one in the top row on wide screens and
 * one under it on phones; each has its own label. Without JavaScript it is a plain GET.
 */
export function SearchBar({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { pathname, search } = useLocation();
  // On the results page the box keeps the searched term; `key` resets it when that changes.
  const current = pathname === '/search-product' ? (new URLSearchParams(search).get('q') ?? '') : '';
  return (
    <Form method="get" action="/search-product" role="search" className={`relative ${className}`}>
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
          defaultValue={current}
          placeholder={t('header.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 md:text-sm"
        />
        <button type="submit" className="inline-flex w-12 shrink-0 items-center justify-center rounded-r-md bg-accent-500 text-slate-900 hover:bg-accent-600">
          <SearchIcon />
          <span className="sr-only">{t('header.search.submit')}</span>
        </button>
      </div>
      {/*
        Extension point (spec §2, search popup issue): the suggestions popup anchors here,
        absolutely positioned under the field (this form is `relative`). It opens from
        SEARCH_MIN_CHARS trimmed characters after SEARCH_DEBOUNCE_MS; wire the input with
        role="combobox", aria-expanded and aria-controls pointing at the listbox then.
      */}
    </Form>
  );
}
