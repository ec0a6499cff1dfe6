import type { Language } from '@store/contracts/locale';
import { createContext, use } from 'react';
import type { Dictionary, Translator } from './translator.ts';

/**
 * Where this side finds a language's dictionary: the server has both files in memory; the
 * browser has the ones it fetched (static, cached files, never inlined in the page).
 */
export type DictionarySource = (language: Language) => Dictionary | undefined;
export const DictionarySourceContext = createContext<DictionarySource>(() => undefined);

export const TranslatorContext = createContext<Translator | null>(null);

/** The page's translator: `const { t } = useTranslation()`. */
export function useTranslation(): Translator {
  const translator = use(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslatorContext above it');
  return translator;
}
