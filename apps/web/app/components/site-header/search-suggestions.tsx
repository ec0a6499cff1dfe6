import { SEARCH_MIN_CHARS } from '@store/contracts/constants';
import { useEffect, useMemo } from 'react';
import { usePersonal } from '../../lib/personal.ts';
import { SearchPopup, type SuggestionOption, suggestionOptions } from './search-popup.tsx';
import { useSuggestions } from './use-suggestions.ts';

const noSearches: readonly string[] = [];

export interface SearchSuggestionsProps {
  text: string;
  listId: string;
  /** The search bar says whether the popup shows: it owns focus and the keyboard. */
  open: boolean;
  activeId: string | undefined;
  /** Told the options in keyboard order whenever they change. */
  onOptions: (options: SuggestionOption[]) => void;
  onChoose: () => void;
}

/**
 * What the search bar suggests: the last searches while fewer than 2 characters are typed,
 * then the API's suggestions, and the popup that lists them. Loaded when a search field first
 * gets focus (search-bar.tsx), so a page's first scripts carry none of it.
 */
export function SearchSuggestions({ text, listId, open, activeId, onOptions, onChoose }: SearchSuggestionsProps) {
  const suggestions = useSuggestions(text);
  const searchHistory = usePersonal()?.searchHistory ?? noSearches;
  const recent = text.trim().length < SEARCH_MIN_CHARS ? searchHistory : noSearches;
  const options = useMemo(() => suggestionOptions(suggestions, listId, recent), [suggestions, listId, recent]);
  useEffect(() => onOptions(options), [onOptions, options]);
  if (!open || options.length === 0) return null;
  return <SearchPopup listId={listId} suggestions={suggestions} recent={recent} activeId={activeId} onChoose={onChoose} />;
}
