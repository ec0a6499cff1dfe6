import type { Language } from '@store/contracts/locale';

/**
 * Picks the column of a bilingual pair: `localized(row, 'name', 'en')` reads `row.nameEn`, or
 * `row.nameFr` when a seller wrote only the French one (one language is enough to publish).
 */
export function localized<K extends string, R extends Record<`${K}Fr` | `${K}En`, string>>(row: R, key: K, language: Language): string {
  const [own, other] = language === 'fr' ? [row[`${key}Fr`], row[`${key}En`]] : [row[`${key}En`], row[`${key}Fr`]];
  return own || other;
}
