import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('knows the passwords of leak lists that pass the length, letter and digit rules, whatever their case', () => {
    for (const password of ['password1', 'Password1', 'qwerty123', 'abc12345', 'iloveyou1', 'PASSW0RD']) expect(isCommonPassword(password), password).toBe(true);
  });

  it('knows French and local favourites', () => {
    for (const password of ['azerty123', 'Motdepasse1', 'abidjan123']) expect(isCommonPassword(password), password).toBe(true);
  });

  it('lets other passwords through', () => {
    for (const password of ['Buyer2026!', 'Premier2026', 'Passw0rd-long', 'mango-Taxi-47']) expect(isCommonPassword(password), password).toBe(false);
  });
});
