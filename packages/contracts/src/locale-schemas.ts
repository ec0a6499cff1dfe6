import { z } from 'zod';
import { currencies, languages, parseCurrency, parseLanguage } from './locale.ts';

/** The interface languages of locale.ts, for request and response schemas. */
export const languageSchema = z.enum(languages);
/** The display currencies of locale.ts, for request and response schemas. */
export const currencySchema = z.enum(currencies);

/** The language and currency chooser's form: either or both (an unknown one is ignored), and the page to go back to. */
export const preferencesFormSchema = z.object({
  lang: z.string().transform(parseLanguage).optional(),
  currency: z.string().transform(parseCurrency).optional(),
  redirectTo: z.string().optional(),
});
