import type { Category } from '@store/contracts/catalog';

/**
 * The name, in the shopper's language, of the menu entry that searches `words` (spec §2: every
 * entry searches a fixed keyword, in English), so a French shopper reads « Écouteurs sans fil »,
 * not « Earbuds »; the keyword stays in the URL. Where entries share a keyword (the laptop
 * accessories all search `Laptops`), the first in menu order names it: a category before its
 * entries. Undefined for words no entry searches.
 */
export function menuEntryName(categories: readonly Category[], words: string): string | undefined {
  const wanted = words.trim().toLowerCase();
  if (!wanted) return undefined;
  const same = (keyword: string) => keyword.trim().toLowerCase() === wanted;
  for (const category of categories) {
    if (same(category.keyword)) return category.name;
    const entry = category.subCategories.find((sub) => same(sub.keyword));
    if (entry) return entry.name;
  }
  return undefined;
}
