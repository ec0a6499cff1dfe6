import {
  type Currency,
  defaultCurrency,
  defaultLanguage,
  type Language,
  languageFromAcceptLanguage,
  parseCurrency,
  parseLanguage,
} from '@store/contracts/locale';
import { createCookie } from 'react-router';
import type { CookieJar } from './cookie-jar.server.ts';

const oneYear = 60 * 60 * 24 * 365;
export const languageCookie = createCookie('lang', { path: '/', sameSite: 'lax', maxAge: oneYear });
export const currencyCookie = createCookie('currency', { path: '/', sameSite: 'lax', maxAge: oneYear });

export interface Preferences {
  language: Language;
  currency: Currency;
}

/**
 * Language: `?lang=` when supported, then the stored choice, then `firstVisit` (language by
 * place, decision 68), by default Accept-Language, then French. Currency: `?currency=` when
 * supported, then the stored choice, then CFA. A supported query value is remembered (in
 * `cookies`); an unsupported one is ignored. `firstVisit` runs only when nothing was chosen.
 */
export async function resolvePreferences(
  url: URL,
  cookieHeader: string | null,
  acceptLanguage: string | null,
  cookies: CookieJar,
  firstVisit: () => Language | Promise<Language> = () => languageFromAcceptLanguage(acceptLanguage) ?? defaultLanguage,
): Promise<Preferences> {
  const storedLanguage = parseLanguage(await languageCookie.parse(cookieHeader));
  const storedCurrency = parseCurrency(await currencyCookie.parse(cookieHeader));
  const queryLanguage = parseLanguage(url.searchParams.get('lang'));
  const queryCurrency = parseCurrency(url.searchParams.get('currency'));
  rememberPreferences(cookies, queryLanguage !== storedLanguage ? queryLanguage : undefined, queryCurrency !== storedCurrency ? queryCurrency : undefined);
  return {
    language: queryLanguage ?? storedLanguage ?? (await firstVisit()),
    currency: queryCurrency ?? storedCurrency ?? defaultCurrency,
  };
}

/** Remembers a language and currency choice (the modal, the dropdown, the account's own). */
export function rememberPreferences(cookies: CookieJar, language: Language | undefined, currency: Currency | undefined): void {
  if (language) cookies.set(languageCookie, language);
  if (currency) cookies.set(currencyCookie, currency);
}
