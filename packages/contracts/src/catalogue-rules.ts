/*
 * The catalogue's structure as operators edit it (issue #15 item 4, decisions 76 and 77), pure
 * and browser-safe: the limits of names and values, and what type a specification is.
 */

/** Names of categories, sub-categories and specifications, in each language. */
export const CATALOGUE_NAME_MAX = 80;
export const SPECIFICATION_UNIT_MAX = 20;
export const ALLOWED_VALUE_MAX = 60;
export const ALLOWED_VALUES_MAX = 50;

/**
 * `choice`: products pick one of the allowed values. `number`: a number in `unit` (GB, in...).
 * `text`: anything. The type follows from the stored columns (decision 77): allowed values make
 * a choice, else a unit makes a number, else text; it is chosen once, when the specification is added.
 */
export const specificationTypes = ['choice', 'number', 'text'] as const;
export type SpecificationType = (typeof specificationTypes)[number];

export function specificationType(spec: { allowedValues: readonly string[]; unit: string | null }): SpecificationType {
  if (spec.allowedValues.length > 0) return 'choice';
  return spec.unit === null ? 'text' : 'number';
}

/** Moving a category or sub-category one place up or down its list. */
export const catalogueMoves = ['up', 'down'] as const;
export type CatalogueMove = (typeof catalogueMoves)[number];

/** One allowed value a line of a form's text area, blank lines and surrounding spaces dropped. */
export function allowedValuesFromLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
