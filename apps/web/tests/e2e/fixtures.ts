import { test as base, expect, type Page } from '@playwright/test';

/**
 * Pages as a returning visitor sees them: the "For the attention of users" warning was
 * already acknowledged in this browser session (its own test shows it once).
 */
export const test = base.extend({
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
