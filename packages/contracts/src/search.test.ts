import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search.ts';
import { searchTokens, snapPageSize } from './search-rules.ts';

describe('searchTokens', () => {
  it('folds case and accents and splits on punctuation', () => {
    expect(searchTokens(['Écouteurs  sans-fil', 'ORDINATEUR'])).toEqual(['ecouteurs', 'sans', 'fil', 'ordinateur']);
  });
  it('drops words shorter than two characters, but for digits and a letter before a number', () => {
    expect(searchTokens(['a', ' b ', 'tv 4k'])).toEqual(['tv', '4k']);
    expect(searchTokens(["téléphone à touches, l'écran d'occasion"])).toEqual(['telephone', 'touches', 'ecran', 'occasion']);
    expect(searchTokens(['ryzen 5', 'galaxy s 24', 'samsung a 15'])).toEqual(['ryzen', '5', 'galaxy', 's', '24', 'samsung', 'a', '15']);
  });
});

describe('searchQuerySchema', () => {
  it('accepts a repeated q and snaps page sizes to 9, 16 or 24', () => {
    const parsed = searchQuerySchema.parse({ q: ['samsung', 'galaxy'], size: '20' });
    expect(parsed.q).toEqual(['samsung', 'galaxy']);
    expect(parsed.size).toBe(24);
    expect(snapPageSize(1)).toBe(9);
    expect(snapPageSize(16)).toBe(16);
  });
  it('rejects an unknown sort, a negative size, a 2,000-character q and an inverted price range', () => {
    expect(searchQuerySchema.safeParse({ sort: 'drop table' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ size: '-5' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(2000) }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ priceMin: '9000', priceMax: '500' }).success).toBe(false);
  });
});
