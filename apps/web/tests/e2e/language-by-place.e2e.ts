import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/*
 * Language by place (spec §4, decision 68). The store under test trusts X-Forwarded-For from
 * loopback, as production trusts its load balancer (TRUST_PROXY), so a visitor's address is
 * set here the way a proxy would set it. The addresses are fixed public ones whose country the
 * IP database installed from npm knows: 81.2.69.142 in the United Kingdom, 41.82.1.1 in
 * Senegal, 41.202.192.1 in Cameroon.
 */

/**
 * Headless Chromium says `HeadlessChrome` in its User-Agent, which the store rightly takes for
 * a robot (never moved by place): the visitors of these tests show the desktop Chrome's.
 */
const personBrowser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

/** A first-time visitor (no cookies) from `address`, whose browser prefers `locale`. */
async function visitorFrom(browser: Browser, address: string, locale: string) {
  const context = await browser.newContext({ locale, userAgent: personBrowser, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return { context, page: await context.newPage() };
}

test('a first visit from an English-speaking country is in English, even with a French browser, and stays so', async ({ browser }) => {
  const { context, page } = await visitorFrom(browser, '81.2.69.142', 'fr-FR');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();

  // The country is kept in the client session, not as a chosen language: no `lang` cookie.
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('client');
  expect(cookies.map((cookie) => cookie.name)).not.toContain('lang');
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // A choice still wins over the place.
  await page.goto('/faq?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('a first visit from a French-speaking country is in French, even with an English browser', async ({ browser }) => {
  const { context, page } = await visitorFrom(browser, '41.82.1.1', 'en-US');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Nouveautés' })).toBeVisible();
  await context.close();
});

test("a first visit from a bilingual country follows the browser; a crawler's language never depends on its address", async ({ browser }) => {
  const cameroonEnglish = await visitorFrom(browser, '41.202.192.1', 'en-GB');
  await cameroonEnglish.page.goto('/');
  await expect(cameroonEnglish.page.locator('html')).toHaveAttribute('lang', 'en');
  await cameroonEnglish.context.close();

  // From the same British address, a person with a French browser gets English (first test), a crawler does not.
  const crawler = await browser.newContext({
    locale: 'fr-FR',
    extraHTTPHeaders: { 'x-forwarded-for': '81.2.69.142', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  const answer = await crawler.request.get('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<html lang="fr"');
  await crawler.close();
});
