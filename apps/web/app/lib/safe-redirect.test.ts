import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

/*
 * The rule itself is tested with its corpus in packages/contracts/src/redirect.test.ts; this
 * checks what the pages add: form values, and a fallback that is itself checked.
 */
describe('safeRedirect', () => {
  it('keeps a path of the site with its query and hash', () => {
    expect(safeRedirect('/search-product?q=tv&page=2#results', '/account')).toBe('/search-product?q=tv&page=2#results');
  });

  it('sends hostile targets to the fallback, including forms browsers strip or rewrite', () => {
    for (const target of ['/\t/evil.example', '/\\evil.example', '//evil.example', '/%5cevil.example', '/%09/evil.example', 'javascript:alert(1)', '/a\nb', '/\u20ac']) {
      expect(safeRedirect(target, '/account')).toBe('/account');
    }
  });

  it('treats a file field as no target, and replaces an unsafe fallback with the home page', () => {
    expect(safeRedirect(new File(['x'], 'x.txt'), '/account')).toBe('/account');
    expect(safeRedirect(null, '/caf\u00e9')).toBe('/');
    expect(safeRedirect(undefined, '//evil.example')).toBe('/');
  });
});
