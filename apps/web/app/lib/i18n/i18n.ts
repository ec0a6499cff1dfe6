import type { Language } from '@store/contracts/locale';
import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Translations = ResourceLanguage;

/**
 * One i18next instance per render, built synchronously from the translations the root
 * loader sent, so the server and the browser render the same words (no flash).
 */
export function createI18n(language: Language, translations: Translations): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [language]: { translation: translations } };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key missing from the files shows itself, unless the caller gave a default (e.g. a raw value).
    parseMissingKeyHandler: (key: string, defaultValue?: string) => defaultValue ?? `translation-not-found[${key}]`,
  });
  return instance;
}
