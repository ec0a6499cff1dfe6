import { describe, expect, it } from 'vitest';
import { firstFree, loginBase, slugify } from './identifiers.ts';
import { maskEmail, maskPhone } from './masking.ts';

describe('identifiers for new accounts', () => {
  it('slugifies shop names without accents', () => {
    expect(slugify('Boutique Élégance — Lomé 2')).toBe('boutique-elegance-lome-2');
    expect(slugify('!!!')).toBe('');
  });

  it('derives a login from the email, then the shop, then the names, else user', () => {
    expect(loginBase({ email: 'jean.dupont@example.com' })).toBe('jean-dupont');
    expect(loginBase({ shopName: 'Tech Dakar' })).toBe('tech-dakar');
    expect(loginBase({ firstname: 'Awa', lastname: 'Koné' })).toBe('awa-kone');
    expect(loginBase({ firstname: 'A' })).toBe('user');
  });

  it('adds the first free number', () => {
    expect(firstFree('awa', new Set())).toBe('awa');
    expect(firstFree('awa', new Set(['awa', 'awa-2']))).toBe('awa-3');
  });

  it('masks addresses', () => {
    expect(maskEmail('awa.kone@example.com')).toBe('a***@example.com');
    expect(maskPhone('+2250700000002')).toBe('+225********02');
  });
});
