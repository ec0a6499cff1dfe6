import { expect, test } from './fixtures.ts';

test.describe.configure({ timeout: 90_000 });

const pages = ['/', '/account/login', '/subscription', '/search-product', '/request-product', '/cart', '/cart/view', '/order-tracking', '/contact-us', '/faq', '/cgu', '/privacy', '/error', '/upload-image'];
/** Pages for signed-in users, sellers or administrators: a guest is asked to sign in first. */
const guardedPages = ['/admin', '/requested-products', '/account', '/account/settings', '/account/vendor', '/add-product', '/check-phone-number'];

for (const lang of ['fr', 'en']) {
  test(`every route of the spec renders a page with a heading (${lang})`, async ({ page }) => {
    for (const path of pages) {
      const response = await page.goto(`${path}?lang=${lang}`);
      expect(response?.status(), `${path} ${lang}`).toBeLessThan(400);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (path !== '/') await expect(page.getByRole('heading', { level: 1 }), `${path} ${lang}`).toBeVisible();
      await expect(page.locator('body')).not.toContainText('translation-not-found');
    }
  });
}

test('pages for members send a guest to sign in', async ({ page }) => {
  for (const path of guardedPages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('an unknown path lands on /404, which answers 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(page.url()).toMatch(/\/404$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/accessdenied answers 403 with its message', async ({ page }) => {
  const response = await page.goto('/accessdenied?lang=en');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('alert')).toHaveText('You are not allowed to see this page.');
});

test('/error shows a back button, and a sign-in button when ?login is given', async ({ page }) => {
  await page.goto('/error?lang=en');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  await page.goto('/error?login&lang=en');
  await expect(page.getByRole('alert')).toHaveText('You need to sign in to see this page.');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('route data sets the title and robots meta', async ({ page }) => {
  await page.goto('/cgu?lang=en');
  await expect(page).toHaveTitle(/Terms of use/);
  await page.goto('/admin');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
