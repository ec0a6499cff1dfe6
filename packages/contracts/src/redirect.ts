/*
 * Where a user-supplied address may send the browser: a path of this site, never another host.
 * The rule is written for what browsers and servers do with a Location, not for what it looks
 * like: browsers drop tabs and newlines anywhere in it and read `\` as `/`, so `/\t/evil.example`
 * and `/\evil.example` are `//evil.example`, another host; a server or a second redirect may
 * decode it once more (`/%5cevil.example`, `/%2F%2Fevil.example`); and Node refuses to send a
 * header with control or non-Latin-1 characters, which turned such a target into a 500.
 * The pages (login, preferences) and the API (PayPal's return path) use this one rule.
 */

/** Longer targets are not addresses this store makes. */
export const REDIRECT_PATH_MAX_LENGTH = 2048;

/** Printable ASCII without the space: the only characters a target is sent with as it is. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
/** Percent-encoding nested deeper than this is not something a page of ours produces. */
const DECODE_ROUNDS = 4;

/**
 * True when `target` is a path of this site: it starts with one `/`, carries only printable
 * ASCII, has no backslash, and its path stays a single-slash path without backslashes or
 * whitespace however many times it is percent-decoded. Query strings and hashes are kept as
 * they are (their decoded contents are not a host).
 */
export function isSafeRedirectPath(target: string): boolean {
  if (target.length > REDIRECT_PATH_MAX_LENGTH || !PRINTABLE_ASCII.test(target) || target.includes('\\')) return false;
  let path = target.slice(0, firstIndexOf(target, ['?', '#']));
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (!path.startsWith('/') || path.startsWith('//') || hasUnsafeCharacter(path)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape (`/%zz`): browsers and servers disagree on it, so it is refused.
      return false;
    }
    if (decoded === path) return true;
    path = decoded;
  }
  return false;
}

/** `target` when it is a safe path of this site (see isSafeRedirectPath), else `fallback`. */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  return typeof target === 'string' && isSafeRedirectPath(target) ? target : fallback;
}

/** In a decoded path: backslashes, whitespace (tabs, newlines, Unicode spaces) and control characters. */
function hasUnsafeCharacter(path: string): boolean {
  for (const character of path) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\\' || /\s/.test(character) || code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function firstIndexOf(text: string, characters: readonly string[]): number {
  const found = characters.map((character) => text.indexOf(character)).filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : text.length;
}
