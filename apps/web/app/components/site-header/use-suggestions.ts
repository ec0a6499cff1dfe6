import { SEARCH_DEBOUNCE_MS } from '@store/contracts/constants';
import type { Suggestions } from '@store/contracts/search';
import { shouldOpenSearchPopup } from '@store/contracts/validators';
import { useEffect, useState } from 'react';
import { useBrowserApi } from '../../lib/api/browser-api.ts';

const none: Suggestions = { categories: [], products: [] };

/**
 * Suggestions for what is typed: asked SEARCH_DEBOUNCE_MS after the last key, only from
 * 2 trimmed characters, older answers dropped. A failure shows nothing (spec §8).
 */
export function useSuggestions(text: string): Suggestions {
  const api = useBrowserApi();
  const [result, setResult] = useState<{ text: string; suggestions: Suggestions }>({ text: '', suggestions: none });
  const wanted = shouldOpenSearchPopup(text) ? text.trim() : '';
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .suggestions(wanted, { signal: controller.signal })
        .then((suggestions) => setResult({ text: wanted, suggestions }))
        .catch(() => setResult({ text: wanted, suggestions: none }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, wanted]);
  return wanted && result.text === wanted ? result.suggestions : none;
}
