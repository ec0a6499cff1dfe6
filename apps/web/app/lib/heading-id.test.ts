import { describe, expect, it } from 'vitest';
import { headingId, textOf } from './heading-id.ts';

describe('headingId', () => {
  it('keeps letters and digits, drops accents and punctuation', () => {
    expect(headingId('Qui peut vendre ?')).toBe('qui-peut-vendre');
    expect(headingId('2. Rôle de la plateforme')).toBe('2-role-de-la-plateforme');
    expect(headingId('  Prix & devises  ')).toBe('prix-devises');
  });
});

describe('textOf', () => {
  it('joins the text of nested nodes', () => {
    expect(textOf({ type: 'element', children: [{ type: 'text', value: 'Buying on ' }, { type: 'element', children: [{ type: 'text', value: 'ElectroMarché' }] }] })).toBe('Buying on ElectroMarché');
  });
});
