import { expect, test } from './fixtures.ts';

test('the store is French by default and renders English on the server when asked', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Nouveautés' })).toBeVisible();

  // Server-rendered in English: the raw HTML already holds English words (no flash).
  const html = await (await page.request.get('/?lang=en')).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('New arrivals');
});

test('the browser language decides when nothing was chosen', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('?lang is remembered, an unsupported ?lang or ?currency is ignored', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/?lang=de&currency=GBP');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('prices follow the chosen currency: CFA without decimals, EUR with cents', async ({ page }) => {
  await page.goto('/?lang=fr&currency=CFA');
  const cfa = page.locator('main article').first().getByText(/F\s?CFA/);
  await expect(cfa).toBeVisible();
  expect(await cfa.textContent()).not.toMatch(/,\d{2}/);

  await page.goto('/?currency=EUR');
  await expect(page.locator('main article').first().getByText(/\d,\d{2}\s?€/)).toBeVisible();
  await page.goto('/?currency=USD&lang=en');
  await expect(page.locator('main article').first().getByText(/\$\d/)).toBeVisible();
});

test('the home page shows new arrivals, small prices and a row per leading category', async ({ page }) => {
  await page.goto('/?lang=en');
  for (const heading of ['New arrivals', 'Small prices', 'Computers and Accessories', 'Smartphones and Tablets']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Smartphones and Tablets' }).locator('article').first()).toBeVisible();
});
