/** A seeded product as the judgments see it: what a shopper could know from its page. */
export interface JudgedProduct {
  slug: string;
  brand: string;
  nameFr: string;
  nameEn: string;
  category: string;
  subCategory: string;
  quantity: number;
  /** `code=value` of each specification, e.g. `layout=AZERTY`. */
  specs: string[];
}

/** A rule saying whether a product answers a query. */
export type Rule = (product: JudgedProduct) => boolean;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** In one of these sub-categories. */
export const sub =
  (...slugs: string[]): Rule =>
  (p) =>
    slugs.includes(p.subCategory);
/** In one of these categories. */
export const cat =
  (...slugs: string[]): Rule =>
  (p) =>
    slugs.includes(p.category);
export const brand =
  (...names: string[]): Rule =>
  (p) =>
    names.some((name) => fold(name) === fold(p.brand));
/** The French or English name contains this text (accents and case ignored, word-bounded). */
export const named =
  (text: string): Rule =>
  (p) => {
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${fold(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
    return pattern.test(fold(p.nameFr)) || pattern.test(fold(p.nameEn));
  };
/** Has a specification `code` whose value contains `value` (case ignored). */
export const spec =
  (code: string, value: string): Rule =>
  (p) =>
    p.specs.some((pair) => pair.startsWith(`${code}=`) && fold(pair.slice(code.length + 1)).includes(fold(value)));
export const all =
  (...rules: Rule[]): Rule =>
  (p) =>
    rules.every((rule) => rule(p));
export const any =
  (...rules: Rule[]): Rule =>
  (p) =>
    rules.some((rule) => rule(p));
export const not =
  (rule: Rule): Rule =>
  (p) =>
    !rule(p);
