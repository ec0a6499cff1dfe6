import { describe, expect, it } from 'vitest';
import { closestWord, editDistance } from './typo.ts';

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(editDistance('samsnug', 'samsung')).toBe(1);
  });
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('lenvo', 'lenovo')).toBe(1);
    expect(editDistance('casque', 'casques')).toBe(1);
    expect(editDistance('dell', 'sony')).toBe(4);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('closestWord', () => {
  const words = [
    { word: 'iphone', frequency: 12 },
    { word: 'phone', frequency: 3 },
    { word: 'samsung', frequency: 30 },
  ];
  it('corrects a typo to the nearest known word', () => {
    expect(closestWord('iphnoe', words)).toBe('iphone');
    expect(closestWord('samsnug', words)).toBe('samsung');
  });
  it('leaves words too far from anything, and very short words, uncorrected', () => {
    expect(closestWord('zzzzzz', words)).toBeUndefined();
    expect(closestWord('ipx', [{ word: 'ipa', frequency: 1 }])).toBeUndefined();
  });
});
