import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, REDIRECT_PATH_MAX_LENGTH, safeRedirectPath } from './redirect.ts';

/** Every form a browser reads as another host, or that a Location header cannot carry. */
const hostile = [
  // Other hosts, plainly or protocol-relative.
  'https://evil.example',
  'http://evil.example/account',
  '//evil.example',
  '//evil.example/%2F..',
  '///evil.example',
  'evil.example',
  // Schemes.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:someone@evil.example',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/account\\..\\..\\evil.example',
  // Tabs, newlines and carriage returns, which browsers strip anywhere.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  '/\r\n/evil.example',
  '/account\nSet-Cookie: session=stolen',
  '/account?next=1\r\nLocation: https://evil.example',
  // Spaces and other whitespace.
  ' //evil.example',
  '/ /evil.example',
  '/account ',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  // Control characters.
  '/\u0000/evil.example',
  '/\u0008/evil.example',
  '/account\u007f',
  '/\u0085/evil.example',
  // Characters a Location header cannot carry (Node throws on them: a 500).
  '/caf\u00e9',
  '/\u20ac',
  '/\u3002evil.example',
  '/\uff0f\uff0fevil.example',
  '/account?q=\u{1f600}',
  // Percent-encoded forms of the above, decoded once or more by a server or a second redirect.
  '/%5cevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F/evil.example',
  '/%255cevil.example',
  '/%00',
  '/%e2%80%a8/evil.example',
  '/%zz',
  '/%',
  // Not a path at all.
  '',
  '?next=/account',
  '#top',
  '.',
  'account',
  // Too long to be ours.
  `/${'a'.repeat(REDIRECT_PATH_MAX_LENGTH)}`,
];

/** Paths of the site, kept whole: query strings and hashes included. */
const good = [
  '/',
  '/account',
  '/account/settings',
  '/cart/checkout/paypal-return',
  '/search-product?q=ecran%20plat&location=Abidjan',
  '/search-product?q=%2F%2Fevil.example',
  '/search-product?q=a%5Cb&page=2#results',
  '/search-product?q=caf%C3%A9',
  '/order-tracking?number=EM-ABCD2345&placed=1',
  '/product/samsung-galaxy-a15#reviews',
  '/product/tecno-spark-20%2Bpro',
  '/a//b',
  '/./account',
  '/account?redirect=//evil.example',
  '/account#//evil.example',
];

describe('isSafeRedirectPath', () => {
  it.each(hostile.map((target) => [JSON.stringify(target), target]))('refuses %s', (_, target) => {
    expect(isSafeRedirectPath(target)).toBe(false);
  });

  it.each(good)('keeps %s', (target) => {
    expect(isSafeRedirectPath(target)).toBe(true);
  });

  it('refuses nothing a browser would resolve to another host, and keeps every good path on the site', () => {
    const site = 'https://shop.example';
    for (const target of good) expect(new URL(target, site).origin).toBe(site);
  });
});

describe('safeRedirectPath', () => {
  it('gives the target back unchanged when it is safe, query and hash included', () => {
    expect(safeRedirectPath('/search-product?q=tv#results', '/account')).toBe('/search-product?q=tv#results');
  });

  it('gives the fallback for hostile targets and for anything that is not a string', () => {
    expect(safeRedirectPath('/\t/evil.example', '/account')).toBe('/account');
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined, '/cart/view')).toBe('/cart/view');
    expect(safeRedirectPath(42)).toBe('/');
  });
});
