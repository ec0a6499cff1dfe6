import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret.ts';

describe('sameSecret', () => {
  it('matches only the very same key', () => {
    expect(sameSecret('0123456789abcdef', '0123456789abcdef')).toBe(true);
    expect(sameSecret('0123456789abcdee', '0123456789abcdef')).toBe(false);
    expect(sameSecret('0123456789abcde', '0123456789abcdef')).toBe(false);
    expect(sameSecret(undefined, '0123456789abcdef')).toBe(false);
    expect(sameSecret('', '0123456789abcdef')).toBe(false);
  });
});
