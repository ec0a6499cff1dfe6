import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language } from '@store/contracts/locale';
import en from './locales/en.json';
import fr from './locales/fr.json';
import type { Dictionary } from './translator.ts';

/**
 * The words of a language in two parts (decision 89): the store's, which every page needs and
 * browsers fetch as one cached file, and the administration's (`admin.*`, over a quarter of the
 * words), which only the administration's pages carry, in their layout's data.
 */
function split({ admin, ...store }: Dictionary): { store: Dictionary; admin: Dictionary } {
  if (typeof admin !== 'object') throw new Error('a translation file has no admin words');
  return { store, admin };
}
const parts: Record<Language, ReturnType<typeof split>> = { fr: split(fr), en: split(en) };

/** The store's words of a language: what every page is drawn with, here and in the browser. */
export const serverDictionary = (language: Language): Dictionary => parts[language].store;

/** The administration's words (`admin.*`), sent by the administration's layout route. */
export const adminWords = (language: Language): Dictionary => ({ admin: parts[language].admin });

/** A translation file as sent: its JSON, compressed once, at the best ratio, when first asked for. */
export interface DictionaryFile {
  json: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** Each language's file as sent, and a hash of it in its address, so browsers and CDNs may keep it for a year. */
const texts: Record<Language, string> = { fr: JSON.stringify(parts.fr.store), en: JSON.stringify(parts.en.store) };
const versions: Record<Language, string> = {
  fr: createHash('sha256').update(texts.fr).digest('hex').slice(0, 12),
  en: createHash('sha256').update(texts.en).digest('hex').slice(0, 12),
};

/** The address of a language's translation file (served by routes/i18n). */
export const dictionaryUrl = (language: Language) => `/i18n/${language}.${versions[language]}.json`;

const files = new Map<Language, DictionaryFile>();

/** A language's translation file, and whether `version` is its current one. */
export function dictionaryFile(language: Language, version: string): { file: DictionaryFile; current: boolean } {
  let file = files.get(language);
  if (!file) {
    const text = texts[language];
    file = {
      json: text,
      br: new Uint8Array(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })),
      gzip: new Uint8Array(gzipSync(text, { level: constants.Z_BEST_COMPRESSION })),
    };
    files.set(language, file);
  }
  return { file, current: versions[language] === version };
}
