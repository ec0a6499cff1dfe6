import type { Language } from '@store/contracts/locale';
import type { Dictionary } from './translator.ts';

const loaded = new Map<Language, Dictionary>();
const loading = new Map<string, Promise<void>>();

/** The dictionaries this browser has fetched. */
export const browserDictionary = (language: Language): Dictionary | undefined => loaded.get(language);

/**
 * Fetches a language's translation file once (the browser caches it for a year: its address
 * changes with its words). The page was server-rendered in that language; hydration waits for it.
 */
export function loadDictionary(language: Language, url: string): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`translations ${url}: ${response.status}`);
        const dictionary: Dictionary = await response.json();
        loaded.set(language, dictionary);
      })
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}
