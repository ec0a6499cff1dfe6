import type { Language } from '@store/contracts/locale';

/** Picks the column of a bilingual pair: `localized(row, 'name', 'en')` reads `row.nameEn`. */
export function localized<K extends string, R extends Record<`${K}Fr` | `${K}En`, string>>(row: R, key: K, language: Language): string {
  return language === 'fr' ? row[`${key}Fr`] : row[`${key}En`];
}
