/**
 * A product model sold by the demo shops. `name` is either one string used in both languages
 * or a [fr, en] pair; `{brand}` places the brand inside the name, otherwise it is prefixed
 * (unless `prefixBrand` is false, for game titles). Spec values given as lists are either
 * the model's variants (when the sub-category names them, e.g. storage) or a choice.
 */
export type SpecValue = string | readonly string[] | null;

export interface ProductModelSeed {
  brand: string;
  name: string | readonly [fr: string, en: string];
  /** Price in CFA francs of the first variant. */
  priceCfa: number;
  specs: Readonly<Record<string, SpecValue>>;
  /** Price increase per variant step (0.15 = +15 %). */
  step?: number;
  prefixBrand?: boolean;
}

export const model = (
  brand: string,
  name: ProductModelSeed['name'],
  priceCfa: number,
  specs: ProductModelSeed['specs'],
  options: { step?: number; prefixBrand?: boolean } = {},
): ProductModelSeed => ({ brand, name, priceCfa, specs, ...options });
