import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Each test is its own shopper, from its own address in 198.18.0.0/15 (the page server trusts
 * X-Forwarded-For from loopback, as behind a load balancer), so the per-address limits on
 * sign-in, registration and reset of one test never throttle another, whatever runs at once.
 */
export function addressOf(testInfo: TestInfo): string {
  let value = 0;
  for (const char of `${testInfo.testId}#${testInfo.retry}`) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (value & 1)}.${(value >>> 1) & 0xff}.${1 + ((value >>> 9) % 254)}`;
}

/**
 * Pages as a returning visitor sees them: the "For the attention of users" warning was
 * already acknowledged in this browser session (its own test shows it once).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': addressOf(testInfo) });
  },
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
    await use(page);
  },
});

export { expect };

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, username: string, password: string, rememberMe = false) {
  await page.goto('/account/login?lang=en');
  await page.getByLabel('Email, phone or login').fill(username);
  await page.getByLabel('Password').fill(password);
  if (rememberMe) await page.getByLabel('Stay signed in on this device').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
}

/**
 * Opens a public page until the page cache answers it. Browser tests run side by side and
 * another one may change the catalogue (emptying the cache) between two visits, and a page is
 * kept only once its compressed copies are made: a few visits may render it before one hits.
 */
export async function gotoCached(page: Page, url: string) {
  let response: Awaited<ReturnType<Page['goto']>> = null;
  await expect(async () => {
    response = await page.goto(url);
    expect(response?.headers()['x-page-cache']).toBe('hit');
  }).toPass({ intervals: [100, 250, 500], timeout: 10_000 });
  if (!response) throw new Error(`${url} did not answer`);
  return response as NonNullable<Awaited<ReturnType<Page['goto']>>>;
}
