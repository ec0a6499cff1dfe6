import { expect, signIn, test } from './fixtures.ts';

test('a search with a typo still finds the product, and says what it searched', async ({ page }) => {
  await page.goto('/search-product?q=samsnug&lang=en');
  await expect(page.getByText('We searched for “samsung” (spelling corrected).')).toBeVisible();
  await expect(page.locator('main article').first()).toContainText(/samsung|galaxy/i);
});

test('a word typed without its accent finds the accented product name', async ({ page }) => {
  await page.goto('/search-product?q=ecouteurs&lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « ecouteurs »');
  await expect(page.locator('main article').filter({ hasText: 'Écouteurs' }).first()).toBeVisible();
});

test('filters and sort live in the URL, and the back button walks them back', async ({ page }) => {
  await page.goto('/search-product?lang=en');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const firstCategory = filters.getByRole('link').first();
  const categoryName = (await firstCategory.locator('span').first().textContent())?.trim() ?? '';
  await firstCategory.click();
  await expect(page).toHaveURL(/category=/);
  await expect(filters.locator('[aria-current="true"]').first()).toContainText(categoryName);

  await page.getByLabel('Sort by').selectOption('price,asc');
  await expect(page).toHaveURL(/sort=price%2Casc|sort=price,asc/);
  const prices = await page.locator('main article').evaluateAll((cards) => cards.length);
  expect(prices).toBeGreaterThan(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page).toHaveURL(/category=/);
});

test('when all the words find nothing, the page drops the last ones and says which it searched', async ({ page }) => {
  await page.goto('/search-product?q=casque%20zzqxwv&lang=fr');
  await expect(page.getByText('Aucun résultat pour tous les mots ; voici les résultats pour « casque ».')).toBeVisible();
  await expect(page.locator('main article').first()).toContainText(/casque|headphones|headset|sony|jbl/i);
});

test('an empty search suggests other searches', async ({ page }) => {
  await page.goto('/search-product?q=zzqxwv&lang=en');
  await expect(page.getByRole('heading', { name: 'No product matches your search' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all products' })).toBeVisible();
});

test('a product page shows price, stock, specifications, seller, and search-engine data; the seller page lists the shop', async ({ page }) => {
  await page.goto('/search-product?q=samsung&lang=en');
  await page.locator('main article a').first().click();
  await expect(page).toHaveURL(/\/product\//);
  // Wait for the product page itself: the URL changes a moment before the new page paints.
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  const summary = page.getByRole('region').filter({ has: page.locator('#product-name') });
  await expect(summary.getByText(/In stock|Only \d+ left|Out of stock/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\//);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('Product');
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /wa\.me/);

  const shopName = (await page.getByRole('region', { name: 'Sold by' }).getByRole('link').first().textContent())?.trim() ?? '';
  await page.getByRole('link', { name: 'Visit the shop' }).click();
  await expect(page).toHaveURL(/\/seller\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopName);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('an unknown product is a real 404 at /404', async ({ page }) => {
  const response = await page.goto('/product/no-such-product-anywhere');
  expect(page.url()).toMatch(/\/404$/);
  expect(response?.status()).toBe(404);
});

test('a guest asking for the phone number signs in and comes back to reveal it', async ({ page }) => {
  await page.goto('/search-product?q=samsung&lang=en');
  await page.locator('main article a').first().click();
  await expect(page).toHaveURL(/\/product\//);
  const productUrl = page.url();
  await page.getByRole('button', { name: "Show the seller's phone number" }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  await page.getByLabel('Email, phone or login').fill('buyer');
  await page.getByLabel('Password').fill('Buyer2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(productUrl.replace(/\?.*$/, ''));
  // The buyer's own language (French) applies once signed in.
  await page.getByRole('button', { name: /numéro du vendeur|seller's phone number/ }).click();
  await expect(page.getByRole('link', { name: /^\+\d/ })).toBeVisible();
});

test('a signed-in buyer reveals the seller phone number', async ({ page }) => {
  await signIn(page, 'buyer@electromarche.demo', 'Buyer2026!');
  await page.goto('/search-product?q=tecno&lang=en');
  await page.locator('main article a').first().click();
  await page.getByRole('button', { name: "Show the seller's phone number" }).click();
  await expect(page.getByText("Seller's phone")).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/);
});
