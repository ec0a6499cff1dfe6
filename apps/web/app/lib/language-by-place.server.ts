import { defaultLanguage, type Language, languageFromAcceptLanguage } from '@store/contracts/locale';
import { isbot } from 'isbot';

/*
 * Spec §4, language by place (decision 68): a first visit with no `lang` in the address and no
 * stored choice is in the language of the visitor's country. Only the page server looks the
 * country up (server/ip-country.ts); these rules decide what it means.
 */

/** What the page server knows about places: the country of an address, and the configured lists. */
export interface LanguageByPlace {
  /** A public address's country; null when unknown; undefined when the address is no place (private, loopback) or nothing can be known. */
  countryOf(address: string): Promise<string | null | undefined>;
  /** ENGLISH_COUNTRIES: visitors from these get English. */
  englishCountries: ReadonlySet<string>;
  /** BILINGUAL_COUNTRIES: visitors from these get their browser's language. */
  bilingualCountries: ReadonlySet<string>;
}

export type PlaceLists = Pick<LanguageByPlace, 'englishCountries' | 'bilingualCountries'>;

/**
 * The language of a visitor from `country`: English from an English-speaking country, French
 * from any other; the browser's language (else French) from a bilingual country, and when the
 * country is unknown.
 */
export function languageOfCountry(country: string | null | undefined, acceptLanguage: string | null, lists: PlaceLists): Language {
  const browser = languageFromAcceptLanguage(acceptLanguage);
  if (!country || lists.bilingualCountries.has(country)) return browser ?? defaultLanguage;
  return lists.englishCountries.has(country) ? 'en' : 'fr';
}

export interface FirstVisit {
  /** The shopper's address, as the page server trusts it (TRUST_PROXY). */
  address: string | null;
  userAgent: string | null;
  acceptLanguage: string | null;
  /** The country looked up earlier for this visitor (kept in the client session); null when it was unknown. */
  knownCountry: string | null | undefined;
}

export interface FirstVisitLanguage {
  language: Language;
  /** A country just looked up, for the client session to keep so the lookup runs once per visitor. */
  lookedUp?: { country: string | null };
}

/**
 * The language of a visit without a chosen one. Crawlers are never moved by place (a search
 * engine's address says nothing of its readers): they, private and loopback addresses, and a
 * store without an IP database get the browser's language, else French.
 */
export async function firstVisitLanguage(visit: FirstVisit, place: LanguageByPlace | undefined): Promise<FirstVisitLanguage> {
  const browser = { language: languageFromAcceptLanguage(visit.acceptLanguage) ?? defaultLanguage };
  if (!place || isbot(visit.userAgent)) return browser;
  if (visit.knownCountry !== undefined) return { language: languageOfCountry(visit.knownCountry, visit.acceptLanguage, place) };
  if (!visit.address) return browser;
  const country = await place.countryOf(visit.address);
  if (country === undefined) return browser;
  return { language: languageOfCountry(country, visit.acceptLanguage, place), lookedUp: { country } };
}
