// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type FirstVisit, firstVisitLanguage, type LanguageByPlace, languageOfCountry } from './language-by-place.server.ts';

const lists = { englishCountries: new Set(['GB', 'NG', 'US']), bilingualCountries: new Set(['CM', 'CA']) };

/** A place lookup over a table of addresses, recording what it was asked. */
function places(table: Record<string, string | null | undefined>): LanguageByPlace & { asked: string[] } {
  const asked: string[] = [];
  return {
    ...lists,
    asked,
    countryOf: async (address) => {
      asked.push(address);
      return table[address];
    },
  };
}

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
const visit = (change: Partial<FirstVisit>): FirstVisit => ({ address: '8.8.8.8', userAgent: chrome, acceptLanguage: null, knownCountry: undefined, ...change });

describe('the language of a country', () => {
  it('is English in the configured English-speaking countries, French elsewhere, whatever the browser says', () => {
    expect(languageOfCountry('NG', 'fr-FR,fr;q=0.9', lists)).toBe('en');
    expect(languageOfCountry('GB', null, lists)).toBe('en');
    expect(languageOfCountry('CI', 'en-US', lists)).toBe('fr');
    expect(languageOfCountry('DE', 'de-DE', lists)).toBe('fr');
  });

  it("follows the browser in bilingual countries, French when the browser speaks neither", () => {
    expect(languageOfCountry('CM', 'en-CM,en;q=0.9', lists)).toBe('en');
    expect(languageOfCountry('CM', 'fr-CM', lists)).toBe('fr');
    expect(languageOfCountry('CA', 'en-CA,fr-CA;q=0.5', lists)).toBe('en');
    expect(languageOfCountry('CA', 'es', lists)).toBe('fr');
  });

  it('follows the browser when the country is unknown', () => {
    expect(languageOfCountry(null, 'en-GB', lists)).toBe('en');
    expect(languageOfCountry(undefined, null, lists)).toBe('fr');
  });

  it('follows the configured lists, not built-in ones', () => {
    const noEnglish = { englishCountries: new Set<string>(), bilingualCountries: new Set<string>() };
    expect(languageOfCountry('US', 'en-US', noEnglish)).toBe('fr');
  });
});

describe('the language of a first visit', () => {
  it("looks up the visitor's country and says what to remember", async () => {
    const place = places({ '8.8.8.8': 'US', '41.82.1.1': 'SN', '1.2.3.4': null });
    expect(await firstVisitLanguage(visit({ acceptLanguage: 'fr-FR' }), place)).toEqual({ language: 'en', lookedUp: { country: 'US' } });
    expect(await firstVisitLanguage(visit({ address: '41.82.1.1', acceptLanguage: 'en-US' }), place)).toEqual({ language: 'fr', lookedUp: { country: 'SN' } });
    expect(await firstVisitLanguage(visit({ address: '1.2.3.4', acceptLanguage: 'en-US' }), place)).toEqual({ language: 'en', lookedUp: { country: null } });
    expect(place.asked).toEqual(['8.8.8.8', '41.82.1.1', '1.2.3.4']);
  });

  it('uses the country already looked up for this visitor, without looking again', async () => {
    const place = places({ '8.8.8.8': 'US' });
    expect(await firstVisitLanguage(visit({ knownCountry: 'SN' }), place)).toEqual({ language: 'fr' });
    expect(await firstVisitLanguage(visit({ knownCountry: null, acceptLanguage: 'en' }), place)).toEqual({ language: 'en' });
    expect(place.asked).toEqual([]);
  });

  it("never moves a crawler by place: it gets its browser's language, else French, and nothing to remember", async () => {
    const place = places({ '66.249.66.1': 'US' });
    for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'curl/8.5.0']) {
      expect(await firstVisitLanguage(visit({ address: '66.249.66.1', userAgent }), place)).toEqual({ language: 'fr' });
      expect(await firstVisitLanguage(visit({ address: '66.249.66.1', userAgent, acceptLanguage: 'en' }), place)).toEqual({ language: 'en' });
    }
    expect(place.asked).toEqual([]);
  });

  it("gives private and loopback addresses, and visits without an address, the browser's language, remembering nothing", async () => {
    const place = places({ '10.0.0.7': undefined, '127.0.0.1': undefined });
    expect(await firstVisitLanguage(visit({ address: '10.0.0.7', acceptLanguage: 'en-GB' }), place)).toEqual({ language: 'en' });
    expect(await firstVisitLanguage(visit({ address: '127.0.0.1' }), place)).toEqual({ language: 'fr' });
    expect(await firstVisitLanguage(visit({ address: null, acceptLanguage: 'en' }), place)).toEqual({ language: 'en' });
    expect(place.asked).toEqual(['10.0.0.7', '127.0.0.1']);
  });

  it("gives the browser's language when the store has no IP database", async () => {
    expect(await firstVisitLanguage(visit({ acceptLanguage: 'en' }), undefined)).toEqual({ language: 'en' });
    expect(await firstVisitLanguage(visit({}), undefined)).toEqual({ language: 'fr' });
  });
});
