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

const oneYear = 60 * 60 * 24 * 365;
export const languageCookie = createCookie('lang', { path: '/', sameSite: 'lax', maxAge: oneYear });
export const currencyCookie = createCookie('currency', { path: '/', sameSite: 'lax', maxAge: oneYear });

export interface Preferences {
  language: Language;
  currency: Currency;
  /** Set-Cookie values when the query changed a stored choice. */
  setCookies: string[];
}

/**
 * Language: `?lang=` when supported, then the stored choice, then Accept-Language, then
 * French. Currency: `?currency=` when supported, then the stored choice, then CFA.
 * A supported query value is remembered; an unsupported one is ignored.
 */
export async function resolvePreferences(request: Request): Promise<Preferences> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const storedLanguage = parseLanguage(await languageCookie.parse(cookieHeader));
  const storedCurrency = parseCurrency(await currencyCookie.parse(cookieHeader));
  const queryLanguage = parseLanguage(url.searchParams.get('lang'));
  const queryCurrency = parseCurrency(url.searchParams.get('currency'));
  const setCookies: string[] = [];
  if (queryLanguage && queryLanguage !== storedLanguage) setCookies.push(await languageCookie.serialize(queryLanguage));
  if (queryCurrency && queryCurrency !== storedCurrency) setCookies.push(await currencyCookie.serialize(queryCurrency));
  return {
    language: queryLanguage ?? storedLanguage ?? languageFromAcceptLanguage(request.headers.get('accept-language')) ?? defaultLanguage,
    currency: queryCurrency ?? storedCurrency ?? defaultCurrency,
    setCookies,
  };
}

/** Cookies remembering a choice made in the language/currency modal or dropdown. */
export async function preferenceCookies(language: Language | undefined, currency: Currency | undefined) {
  const cookies: string[] = [];
  if (language) cookies.push(await languageCookie.serialize(language));
  if (currency) cookies.push(await currencyCookie.serialize(currency));
  return cookies;
}
