import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpProblem } from './http-problem.ts';

/**
 * Passwords people here pick that the (English-leaning) leak lists miss: French words and the
 * store's own cities. Lower case; digits as typed.
 */
const localFavourites = [
  'azerty123', 'azerty1234', 'azertyuiop1', 'motdepasse1', 'motdepasse123', 'motdepasse2024', 'motdepasse2025', 'motdepasse2026',
  'bonjour123', 'soleil123', 'doudou123', 'loulou123', 'chouchou123', 'jetaime123', 'abidjan123', 'dakar123',
  'douala123', 'yaounde123', 'cotonou123', 'bamako123', 'electromarche1', 'electromarche123', 'electromarche2026',
];

let known: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the ~49,000 most common ones (zxcvbn-ts' list from leaked
 * passwords, plus a few local favourites), case ignored. The list stays on the server: the
 * contracts' password rules (length, letter, digit) are the only ones shipped to browsers.
 */
export function isCommonPassword(password: string): boolean {
  known ??= new Set([...dictionary['passwords-common'], ...localFavourites]);
  return known.has(password.toLowerCase());
}

/** Refuses a common password as a new password (registration, reset, change). */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpProblem('password/too-common', 'This password is among the most common ones. Choose another.');
}
