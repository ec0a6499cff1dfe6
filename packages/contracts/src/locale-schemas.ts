import { z } from 'zod';
import { currencies, languages } from './locale.ts';

/** The interface languages of locale.ts, for request and response schemas. */
export const languageSchema = z.enum(languages);
/** The display currencies of locale.ts, for request and response schemas. */
export const currencySchema = z.enum(currencies);
