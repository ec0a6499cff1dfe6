import type { Language } from '@store/contracts/locale';
import type { Suggestions } from '@store/contracts/search';
import { useMemo } from 'react';
import { useRootData } from '../../root.tsx';

/*
 * The API calls components make in the browser (today only the header's search suggestions).
 * No schema library here, only types: the API checks and trims every answer with its response
 * schema before it leaves the server, and this client only talks to its own origin. Loaders
 * use the server's client (client.server.ts), which parses with the schemas.
 */

const STORE = '/store/api/v1';

async function getJson<T>(path: string, language: Language, init?: RequestInit): Promise<T> {
  const response = await window.fetch(path, { ...init, headers: { accept: 'application/json', 'accept-language': language } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body: T = await response.json();
  return body;
}

export function createBrowserApi(language: Language) {
  return {
    suggestions: (text: string, init?: RequestInit) =>
      getJson<Suggestions>(`${STORE}/products/search/suggestions?${new URLSearchParams({ q: text, lang: language })}`, language, init),
  };
}

/** The browser's API client for components, in the shopper's language, on this origin. */
export function useBrowserApi() {
  const { language } = useRootData();
  return useMemo(() => createBrowserApi(language), [language]);
}
