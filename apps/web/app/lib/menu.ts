import type { Category } from '@store/contracts/catalog';
import type { CategoryProduct } from '@store/contracts/content';
import type { Language } from '@store/contracts/locale';
import { use } from 'react';
import { useRootData } from '../root.tsx';

/** A menu's heading, as every page carries it (root data): its name, the keyword it searches, its slug. */
export type CategoryHead = Pick<Category, 'id' | 'slug' | 'name' | 'keyword'>;

/** What an open menu adds (decision 90): descriptions, sub-entries, the showcase products. */
export interface MenuDetails {
  categories: Category[];
  categoryProducts: CategoryProduct[];
}

const none: MenuDetails = { categories: [], categoryProducts: [] };
const requests = new Map<string, Promise<MenuDetails>>();

/**
 * Asks `/menu/{language}` once a page's life (the answer is kept by the browser a minute). A
 * failed request shows the menu without its details (spec §8: silently) and is asked again
 * the next time a menu opens.
 */
export function menuDetails(language: Language, preview: boolean): Promise<MenuDetails> {
  const url = `/menu/${language}${preview ? '?preview=draft' : ''}`;
  let request = requests.get(url);
  if (!request) {
    request = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        const details: MenuDetails = await response.json();
        return details;
      })
      .catch(() => {
        requests.delete(url);
        return none;
      });
    requests.set(url, request);
  }
  return request;
}

/** Starts asking for the details before a menu draws them (on the press that opens it). */
export function useMenuDetailsRequest(): () => void {
  const { language, preview } = useRootData();
  return () => void menuDetails(language, preview);
}

/** The details of the open menus; suspends until they are here. */
export function useMenuDetails(): MenuDetails {
  const { language, preview } = useRootData();
  return use(menuDetails(language, preview));
}
