/*
 * Languages and currencies, safe for the browser: no zod here (its schemas of
 * these lists are in locale-schemas.ts, for the API and the page server).
 */

/** Interface languages (spec §9). French is the default. */
export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';

/** Display currencies (spec §9). CFA is the West/Central African franc, ISO XOF. */
export const currencies = ['CFA', 'EUR', 'USD'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'CFA';

export function parseLanguage(value: unknown): Language | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return languages.find((language) => language === text);
}

export function parseCurrency(value: unknown): Currency | undefined {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  return currencies.find((currency) => currency === text);
}

/**
 * The first supported language of an Accept-Language header, honouring q-weights
 * (`en-GB,en;q=0.9,fr;q=0.8` gives `en`). Undefined when none is supported.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = parseLanguage(tag.split('-')[0]);
    if (language) return language;
  }
  return undefined;
}

/** BCP 47 locale used with Intl for a language. */
export function intlLocale(language: Language): string {
  return language === 'fr' ? 'fr-FR' : 'en-US';
}
