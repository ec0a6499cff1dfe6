import type { Language } from '@store/contracts/locale';
import en from './locales/en.json';
import fr from './locales/fr.json';

const byLanguage = { fr, en } as const;

/** Only the chosen language travels to the browser. */
export const translationsFor = (language: Language) => byLanguage[language];
