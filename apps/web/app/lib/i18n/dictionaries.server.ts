import { createHash } from 'node:crypto';
import type { Language } from '@store/contracts/locale';
import en from './locales/en.json';
import fr from './locales/fr.json';
import type { Dictionary } from './translator.ts';

const dictionaries: Record<Language, Dictionary> = { fr, en };

/** Each file's address carries a hash of its words, so browsers and CDNs may keep it for a year. */
const versions: Record<Language, string> = {
  fr: createHash('sha256').update(JSON.stringify(fr)).digest('hex').slice(0, 12),
  en: createHash('sha256').update(JSON.stringify(en)).digest('hex').slice(0, 12),
};

export const serverDictionary = (language: Language): Dictionary => dictionaries[language];

/** The address of a language's translation file (served by routes/i18n). */
export const dictionaryUrl = (language: Language) => `/i18n/${language}.${versions[language]}.json`;

/** The file behind an address, when the address is the current one. */
export function dictionaryAt(language: Language, version: string): Dictionary | undefined {
  return versions[language] === version ? dictionaries[language] : undefined;
}
