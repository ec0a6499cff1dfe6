import type { Language } from '@store/contracts/locale';
import type en from './locales/en.json';

/** A translation file: words by key, nested by dots (`header.account.hello`). */
export interface Dictionary {
  [key: string]: string | Dictionary;
}

type PluralSuffix = `_${Intl.LDMLPluralRule}`;
type WithoutPlural<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;
type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? WithoutPlural<`${Prefix}${Key}`> : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** Every key of the translation files (both have the same keys; a test keeps them so). */
export type TranslationKey = Leaves<typeof en>;

/** Values put into a text's `{{name}}` places; `count` also picks the plural form. */
export type TranslationValues = Record<string, string | number> & { defaultValue?: string };

export interface Translator {
  language: Language;
  /**
   * The text of `key` in this language. A key missing from the files shows as
   * `translation-not-found[key]` (spec §8), unless the caller gave a `defaultValue`.
   */
  t(key: TranslationKey, values?: TranslationValues): string;
  /** The same for a key built at run time (a problem code, a value); checked only when it runs. */
  tDynamic(key: string, values?: TranslationValues): string;
}

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A translator over one language's dictionary; cheap to make, nothing is copied. */
export function createTranslator(language: Language, dictionary: Dictionary): Translator {
  const plurals = new Intl.PluralRules(language);
  function tDynamic(key: string, values?: TranslationValues): string {
    const count = values?.count;
    const text =
      (typeof count === 'number' ? (lookup(dictionary, `${key}_${plurals.select(count)}`) ?? lookup(dictionary, `${key}_other`)) : undefined) ??
      lookup(dictionary, key) ??
      values?.defaultValue;
    if (text === undefined) return `translation-not-found[${key}]`;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : String(value);
    });
  }
  return { language, t: tDynamic, tDynamic };
}
