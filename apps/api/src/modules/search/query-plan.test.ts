import { describe, expect, it } from 'vitest';
import { namesKind, planQuery, takeSortWish, wordSpellings } from './query-plan.ts';

describe('takeSortWish', () => {
  it('takes a phrase asking for an order out of the words', () => {
    const wishes = new Map([['pas cher', 'price,asc' as const]]);
    expect(takeSortWish(['telephone', 'pas', 'cher'], wishes)).toEqual({ words: ['telephone'], sort: 'price,asc' });
    expect(takeSortWish(['pas', 'de', 'cher'], wishes)).toEqual({ words: ['pas', 'de', 'cher'] });
  });
});

describe('wordSpellings', () => {
  it('splits a quantity typed joined into its number and unit', () => {
    expect(wordSpellings('1to')).toEqual([['1to'], ['1', 'to'], ['1tb'], ['1', 'tb']]);
    expect(wordSpellings('10000mah')).toEqual([['10000mah'], ['10000', 'mah']]);
    expect(wordSpellings('iphone')).toEqual([['iphone']]);
    expect(wordSpellings('g502')).toEqual([['g502']]);
  });

  it('splits a model typed without its dash as the index does', () => {
    expect(wordSpellings('wh1000xm5')).toEqual([['wh1000xm5'], ['wh', '1000xm5']]);
  });

  it('reads a number followed by a unit as one quantity', () => {
    expect(planQuery(['disque', '1', 'to'])).toEqual([
      { typed: ['disque'], alternatives: [['disque']], prefix: false },
      { typed: ['1', 'to'], alternatives: [['1to'], ['1', 'to'], ['1tb'], ['1', 'tb']], prefix: false },
    ]);
  });
});

describe('planQuery', () => {
  it('drops French and English stop words unless nothing else is left', () => {
    expect(planQuery(['barre', 'de', 'son']).map((group) => group.typed)).toEqual([['barre'], ['son']]);
    expect(planQuery(['de', 'la']).map((group) => group.typed)).toEqual([['de'], ['la']]);
  });

  it('makes the last word a prefix, but not a number', () => {
    expect(planQuery(['casque', 'blu'])).toEqual([
      { typed: ['casque'], alternatives: [['casque']], prefix: false },
      { typed: ['blu'], alternatives: [['blu']], prefix: true },
    ]);
    expect(planQuery(['smart', 'tv', '55']).at(-1)).toEqual({ typed: ['55'], alternatives: [['55']], prefix: false });
  });

  it('joins a letter to the number after it, as models are written (`galaxy s 24`: S24)', () => {
    expect(planQuery(['galaxy', 's', '24'])).toEqual([
      { typed: ['galaxy'], alternatives: [['galaxy']], prefix: false },
      { typed: ['s', '24'], alternatives: [['s24'], ['s', '24']], prefix: false },
    ]);
    expect(planQuery(['ryzen', '5']).at(-1)).toEqual({ typed: ['5'], alternatives: [['5']], prefix: false });
  });

  it('reads the longest phrase the synonyms know and adds its synonyms as alternatives', () => {
    const synonyms = new Map([
      ['pc portable', ['laptop', 'ordinateur portable']],
      ['pc', ['ordinateur']],
      ['bluetooth', ['sans fil']],
    ]);
    expect(planQuery(['bluetooth'], synonyms)[0]?.alternatives).toEqual([['bluetooth'], ['fil']]);
    expect(planQuery(['pc', 'portable', 'hp'], synonyms)).toEqual([
      { typed: ['pc', 'portable'], alternatives: [['pc', 'portable'], ['laptop'], ['ordinateur', 'portable']], prefix: false },
      { typed: ['hp'], alternatives: [['hp']], prefix: true },
    ]);
    expect(planQuery(['pc'], synonyms)).toEqual([{ typed: ['pc'], alternatives: [['pc'], ['ordinateur']], prefix: true }]);
  });
});

describe('namesKind', () => {
  it('is true when every word of the kind is searched, a synonym or the start of the word being typed', () => {
    const synonyms = new Map([['pc portable', ['laptop', 'ordinateur portable']]]);
    expect(namesKind('Laptops', planQuery(['laptop']))).toBe(true);
    expect(namesKind('Laptop bags', planQuery(['laptop']))).toBe(false);
    expect(namesKind('Laptops', planQuery(['lapt']))).toBe(true);
    expect(namesKind('Ordinateurs portables', planQuery(['pc', 'portable', 'hp'], synonyms))).toBe(true);
    expect(namesKind('Batteries pour ordinateur portable', planQuery(['pc', 'portable'], synonyms))).toBe(false);
  });
});
