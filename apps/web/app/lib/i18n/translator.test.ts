import { problemCodes } from '@store/contracts/problems';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { createTranslator, type Dictionary } from './translator.ts';

describe('the translator', () => {
  const french = createTranslator('fr', fr);
  const english = createTranslator('en', en);

  it('shows translation-not-found[key] for a key missing from the files (spec §8)', () => {
    expect(french.tDynamic('nowhere.to.be.found')).toBe('translation-not-found[nowhere.to.be.found]');
    expect(french.tDynamic('header')).toBe('translation-not-found[header]');
  });

  it('translates specification values that are words, and shows the others as they are', () => {
    expect(french.tDynamic('specValues.Black', { defaultValue: 'Black' })).toBe('Noir');
    expect(french.tDynamic('specValues.AZERTY', { defaultValue: 'AZERTY' })).toBe('AZERTY');
  });

  it('puts values in their places and picks the plural form of each language', () => {
    const words: Dictionary = { cart: { items_one: '{{count}} article', items_many: '{{count}} d’articles', items_other: '{{count}} articles' }, hello: 'Bonjour {{name}}, {{ name }} !' };
    const t = createTranslator('fr', words).tDynamic;
    expect(t('cart.items', { count: 1 })).toBe('1 article');
    expect(t('cart.items', { count: 0 })).toBe('0 article');
    expect(t('cart.items', { count: 3 })).toBe('3 articles');
    expect(t('cart.items', { count: 1_000_000 })).toBe('1000000 d’articles');
    expect(t('hello', { name: 'Awa' })).toBe('Bonjour Awa, Awa !');
    expect(t('hello')).toBe('Bonjour {{name}}, {{ name }} !');
    expect(createTranslator('en', { items_one: 'one', items_other: 'many' }).tDynamic('items', { count: 0 })).toBe('many');
  });

  it('speaks the store’s real texts in both languages', () => {
    expect(english.t('header.cart', { count: 2 })).toMatch(/2/);
    expect(french.t('appErrors.title')).not.toBe(english.t('appErrors.title'));
  });

  it('says every problem code of the API in both languages (a page may show any of them)', () => {
    for (const translator of [french, english]) {
      const missing = [...problemCodes, 'field/required', 'field/invalid'].filter((code) => translator.tDynamic(`errors.${code}`).startsWith('translation-not-found'));
      expect(missing).toEqual([]);
    }
  });

  it('has the same keys in French and English', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
    // French plural forms (_many) and value translations exist only where French needs them.
    const normalise = (list: string[]) => new Set(list.filter((key) => !key.startsWith('specValues.')).map((key) => key.replace(/_(one|many|other)$/, '')));
    expect(normalise(keys(en))).toEqual(normalise(keys(fr)));
  });
});
