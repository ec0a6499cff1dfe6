import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import fr from './locales/fr.json';

describe('createI18n', () => {
  const i18n = createI18n('fr', fr);

  it('shows translation-not-found[key] for a key missing from the files (spec §8)', () => {
    expect(i18n.t('nowhere.to.be.found')).toBe('translation-not-found[nowhere.to.be.found]');
  });

  it('translates specification values that are words, and shows the others as they are', () => {
    expect(i18n.t('specValues.Black', { defaultValue: 'Black' })).toBe('Noir');
    expect(i18n.t('specValues.AZERTY', { defaultValue: 'AZERTY' })).toBe('AZERTY');
  });

  it('has the same keys in French and English', async () => {
    const en = (await import('./locales/en.json')).default;
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
    // French plural forms (_many) and value translations exist only where French needs them.
    const normalise = (list: string[]) => new Set(list.filter((key) => !key.startsWith('specValues.')).map((key) => key.replace(/_(one|many|other)$/, '')));
    expect(normalise(keys(en))).toEqual(normalise(keys(fr)));
  });
});
