import type { BlockContentKey } from '@store/contracts/content-admin-rules';

/*
 * How each structured item (decision 80) is edited in a plain form: its rows' fields, or its own
 * fields for the featured product. The form names each input `rows.<n>.<field>`; the action turns
 * the rows back into the API's body, leaving out empty rows and rows marked for removal.
 */

export type BlockFieldKind = 'text' | 'picture' | 'target' | 'category';
export interface BlockField {
  name: string;
  kind: BlockFieldKind;
  /** The input's width on a desktop row. */
  wide?: boolean;
}

export interface BlockForm {
  /** The body's list (`slides`...), or null for a single set of fields. */
  list: string | null;
  fields: readonly BlockField[];
}

export const blockForms: Readonly<Record<BlockContentKey, BlockForm>> = {
  slides: {
    list: 'slides',
    fields: [
      { name: 'imageId', kind: 'picture' },
      { name: 'title', kind: 'text', wide: true },
      { name: 'subtitle', kind: 'text', wide: true },
      { name: 'url', kind: 'text' },
    ],
  },
  'search-keys': {
    list: 'keys',
    fields: [
      { name: 'keyword', kind: 'text' },
      { name: 'query', kind: 'text' },
      { name: 'btnColor', kind: 'text' },
      { name: 'textColor', kind: 'text' },
    ],
  },
  socials: {
    list: 'socials',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'url', kind: 'text', wide: true },
      { name: 'icon', kind: 'text' },
      { name: 'linkTarget', kind: 'target' },
    ],
  },
  'featured-product': {
    list: null,
    fields: [
      { name: 'productSlug', kind: 'text', wide: true },
      { name: 'title', kind: 'text', wide: true },
      { name: 'subtitle', kind: 'text', wide: true },
    ],
  },
  'category-showcase': {
    list: 'choices',
    fields: [
      { name: 'categorySlug', kind: 'category' },
      { name: 'productSlug', kind: 'text', wide: true },
    ],
  },
};

/** Blank rows offered under the existing ones, so a row can be added without JavaScript. */
export const BLANK_ROWS = 2;

type Row = Record<string, string>;

/** A property of a JSON value, if it is an object that has it. */
const property = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? Object.entries(value).find(([key]) => key === name)?.[1] : undefined);

/** The rows of a body as text, for the form's inputs. */
export function rowsOf(key: BlockContentKey, body: unknown): Row[] {
  const form = blockForms[key];
  const source = form.list === null ? (body === null || body === undefined ? [] : [body]) : property(body, form.list);
  if (!Array.isArray(source)) return [];
  return source.map((row: unknown) => Object.fromEntries(form.fields.map((field) => [field.name, String(property(row, field.name) ?? '')])));
}

/** The API's body from a posted form: rows in order, without empty or removed ones; a picture is a number. */
export function bodyOf(key: BlockContentKey, form: FormData): Record<string, unknown> {
  const spec = blockForms[key];
  const rows: Record<string, unknown>[] = [];
  for (let index = 0; form.has(`rows.${index}.present`); index += 1) {
    if (form.get(`rows.${index}.remove`) === 'on') continue;
    const values = spec.fields.map((field) => [field.name, String(form.get(`rows.${index}.${field.name}`) ?? '').trim()] as const);
    if (spec.list !== null && values.every(([, value]) => value === '')) continue;
    const isPicture = (name: string) => spec.fields.some((field) => field.name === name && field.kind === 'picture');
    // A picture is a number; left empty, it is left out, and the API says the slide needs one.
    rows.push(Object.fromEntries(values.flatMap(([name, value]): [string, string | number][] => (isPicture(name) ? (value === '' ? [] : [[name, Number(value)]]) : [[name, value]]))));
  }
  return spec.list === null ? (rows[0] ?? {}) : { [spec.list]: rows };
}

/** Every posted row as typed, blank ones too, so a refused form comes back exactly as it was. */
export function postedRows(key: BlockContentKey, form: FormData): Row[] {
  const rows: Row[] = [];
  for (let index = 0; form.has(`rows.${index}.present`); index += 1) rows.push(Object.fromEntries(blockForms[key].fields.map((field) => [field.name, String(form.get(`rows.${index}.${field.name}`) ?? '')])));
  return rows;
}
