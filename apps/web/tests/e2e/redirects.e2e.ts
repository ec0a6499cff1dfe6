import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/*
 * A redirect target from a link (`?redirectTo=`) or a form field never sends the browser to
 * another host, and never breaks the page: forms browsers strip or rewrite (tabs, newlines,
 * backslashes, encoded slashes) and characters a Location header cannot carry included.
 */

const hostile = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%5cevil.example',
  '/%09/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/caf\u00e9',
  '/\u20ac',
];

/** Answers, and records, anything the page tries to load from another host. */
async function watchOtherHosts(page: Page, site: string) {
  const offSite: string[] = [];
  await page.route(
    (url) => url.host !== new URL(site).host,
    (route) => {
      offSite.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'another host' });
    },
  );
  return offSite;
}

test('the login page with a hostile redirect target lands on the site, never on another host nor a 500', async ({ page, baseURL }) => {
  const site = baseURL ?? '';
  const offSite = await watchOtherHosts(page, site);
  await signIn(page, 'buyer', 'Buyer2026!');
  // Signed in, the login page sends the visitor on to the target it was given.
  for (const target of hostile) {
    const response = await page.goto(`/account/login?${new URLSearchParams({ redirectTo: target })}`);
    expect(response?.status(), JSON.stringify(target)).toBeLessThan(400);
    expect(new URL(page.url()).host, JSON.stringify(target)).toBe(new URL(site).host);
    await expect(page).toHaveURL(/\/account$/);
  }
  // A good target is kept, query string included.
  await page.goto(`/account/login?${new URLSearchParams({ redirectTo: '/search-product?q=tv' })}`);
  await expect(page).toHaveURL(/\/search-product\?q=tv$/);
  expect(offSite).toEqual([]);
});

test('signing in with a hostile redirect target in the form lands on the site', async ({ page, baseURL }) => {
  const site = baseURL ?? '';
  const offSite = await watchOtherHosts(page, site);
  for (const target of ['/\t/evil.example', '/\n/evil.example', '/\u20ac']) {
    await page.context().clearCookies();
    await page.goto('/account/login?lang=en');
    // As a forged form would post it.
    await page.locator('form', { has: page.getByLabel('Password') }).evaluate((form, value) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'redirectTo';
      input.value = value;
      form.append(input);
    }, target);
    await page.getByLabel('Email, phone or login').fill('buyer');
    await page.getByLabel('Password').fill('Buyer2026!');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/account/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answered).status(), JSON.stringify(target)).toBeLessThan(500);
    await expect(page).not.toHaveURL(/\/account\/login/);
    expect(new URL(page.url()).host, JSON.stringify(target)).toBe(new URL(site).host);
  }
  expect(offSite).toEqual([]);
});
