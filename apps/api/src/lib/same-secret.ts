import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a key a client gave is the expected one, compared in constant time so the answer's
 * timing tells nothing of how much of it matched. A missing key matches nothing.
 */
export function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
