import { describe, expect, it } from 'vitest';
import { meaningfulWords, planQuery, wordSpellings } from './query-plan.ts';

describe('meaningfulWords', () => {
  it('drops French and English stop words unless nothing else is left', () => {
    expect(meaningfulWords(['barre', 'de', 'son'])).toEqual(['barre', 'son']);
    expect(meaningfulWords(['case', 'for', 'iphone'])).toEqual(['case', 'iphone']);
    expect(meaningfulWords(['de', 'la'])).toEqual(['de', 'la']);
  });
});

describe('wordSpellings', () => {
  it('splits a quantity typed joined into its number and unit', () => {
    expect(wordSpellings('1to')).toEqual([['1to'], ['1', 'to']]);
    expect(wordSpellings('10000mah')).toEqual([['10000mah'], ['10000', 'mah']]);
    expect(wordSpellings('iphone')).toEqual([['iphone']]);
    expect(wordSpellings('g502')).toEqual([['g502']]);
  });
});

describe('planQuery', () => {
  it('makes the last word a prefix, but not a number', () => {
    expect(planQuery(['casque', 'blu'])).toEqual([
      { typed: ['casque'], alternatives: [['casque']], prefix: false },
      { typed: ['blu'], alternatives: [['blu']], prefix: true },
    ]);
    expect(planQuery(['smart', 'tv', '55']).at(-1)).toEqual({ typed: ['55'], alternatives: [['55']], prefix: false });
  });

  it('reads the longest phrase the synonyms know and adds its synonyms as alternatives', () => {
    const synonyms = new Map([
      ['pc portable', ['laptop', 'ordinateur portable']],
      ['pc', ['ordinateur']],
    ]);
    expect(planQuery(['pc', 'portable', 'hp'], synonyms)).toEqual([
      { typed: ['pc', 'portable'], alternatives: [['pc', 'portable'], ['laptop'], ['ordinateur', 'portable']], prefix: false },
      { typed: ['hp'], alternatives: [['hp']], prefix: true },
    ]);
    expect(planQuery(['pc'], synonyms)).toEqual([{ typed: ['pc'], alternatives: [['pc'], ['ordinateur']], prefix: true }]);
  });
});
