// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApi, postForm, routeArgs } from '../../lib/test-context.server.ts';
import { action } from './route.tsx';

/** A cookie as React Router writes it: its value in JSON, base64, URL-encoded. */
const cookie = (name: string, value: string) => `${name}=${encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'))};`;

/** Where the chooser goes back to, and the cookies it writes. */
async function choose(fields: Record<string, string>) {
  const args = await routeArgs(postForm('http://store.test/preferences', fields), fakeApi([]).apiFetch);
  const thrown = await action(args).catch((error: unknown) => error);
  if (!(thrown instanceof Response)) throw new Error('expected a redirect');
  return { location: thrown.headers.get('location'), cookies: await args.context.cookies.setCookieHeaders() };
}

describe('the language and currency chooser', () => {
  it('remembers a known choice, whatever its case, and goes back to the page', async () => {
    const { location, cookies } = await choose({ lang: 'EN', currency: 'eur', redirectTo: '/search-product?q=tv' });
    expect(location).toBe('/search-product?q=tv');
    expect(cookies.some((written) => written.startsWith(cookie('lang', 'en')))).toBe(true);
    expect(cookies.some((written) => written.startsWith(cookie('currency', 'EUR')))).toBe(true);
  });

  it('ignores an unknown value and never leaves the site', async () => {
    const { location, cookies } = await choose({ lang: 'xx', redirectTo: '//evil.example' });
    expect(location).toBe('/');
    expect(cookies.some((cookie) => cookie.startsWith('lang='))).toBe(false);
  });
});
