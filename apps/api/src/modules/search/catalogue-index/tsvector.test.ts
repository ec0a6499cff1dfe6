import { describe, expect, it } from 'vitest';
import { parseTsvector } from './tsvector.ts';

describe('parseTsvector', () => {
  it('reads lexemes, whether one is in a name (weight A) and where first, its occurrences and their ts_rank weight', () => {
    expect(parseTsvector("'ordin':3A 'portabl':9B,4A 'noir':7")).toEqual([
      { lexeme: 'ordin', inName: true, occurrences: 1, weight: 1, nameAt: 3 },
      { lexeme: 'portabl', inName: true, occurrences: 2, weight: 1.4, nameAt: 4 },
      { lexeme: 'noir', inName: false, occurrences: 1, weight: 0.1, nameAt: 0 },
    ]);
  });

  it('undoubles a quote inside a lexeme and counts a lexeme without positions once', () => {
    expect(parseTsvector("'l''ecran' 'x':2C")).toEqual([
      { lexeme: "l'ecran", inName: false, occurrences: 1, weight: 0.1, nameAt: 0 },
      { lexeme: 'x', inName: false, occurrences: 1, weight: 0.2, nameAt: 0 },
    ]);
  });

  it('reads an empty vector as no lexemes', () => {
    expect(parseTsvector('')).toEqual([]);
  });
});
