/** What a catalogue page's form asks: the API call the action makes for it. */
export const catalogueIntents = [
  'category.create',
  'category.update',
  'category.delete',
  'category.move',
  'sub-category.create',
  'sub-category.update',
  'sub-category.delete',
  'sub-category.move',
  'specification.create',
  'specification.update',
  'specification.delete',
] as const;
export type CatalogueIntent = (typeof catalogueIntents)[number];
