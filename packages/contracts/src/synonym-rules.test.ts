import { describe, expect, it } from 'vitest';
import { synonymIssues, synonymPhrase, synonymsFromText } from './synonym-rules.ts';

describe('synonym rules', () => {
  it('folds a phrase as search reads it: lower case, no accents, one space, one-letter words left out', () => {
    expect(synonymPhrase('  Télé   4K ')).toBe('tele 4k');
    expect(synonymPhrase('PC-portable')).toBe('pc portable');
    expect(synonymPhrase('a !')).toBe('');
  });

  it('reads the synonyms box one a line or separated by commas or semicolons, blank ones dropped', () => {
    expect(synonymsFromText('casque\r\nheadphones, headset;\n\n  écouteurs ')).toEqual(['casque', 'headphones', 'headset', 'écouteurs']);
  });

  it('accepts a phrase with synonyms or with an order, and names each problem once on its field', () => {
    expect(synonymIssues({ phrase: 'frigo', synonyms: ['réfrigérateur', 'fridge'], sort: null })).toEqual([]);
    expect(synonymIssues({ phrase: 'le moins cher', synonyms: [], sort: 'price,asc' })).toEqual([]);
    expect(synonymIssues({ phrase: 'Frigo', synonyms: ['FRIGO'], sort: null })).toEqual([{ path: 'synonyms', code: 'synonyms/group-of-one' }]);
    expect(synonymIssues({ phrase: '', synonyms: [], sort: null })).toEqual([
      { path: 'phrase', code: 'synonyms/phrase-required' },
      { path: 'synonyms', code: 'synonyms/empty' },
    ]);
  });
});
