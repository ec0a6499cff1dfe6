import { expect, test } from './fixtures.ts';

test('a guest adds a product to the cart, sees the badge, changes the quantity and empties the cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search-product?q=samsung&lang=en');
  await page.locator('main article').filter({ hasNotText: 'Out of stock' }).first().locator('a').click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Cart, 2 items/ })).toBeVisible();

  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart\/view$/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary).toContainText('Items2');
  await page.getByRole('button', { name: `Add one ${name}` }).click();
  await expect(summary).toContainText('Items3');
  await page.getByRole('button', { name: `Remove one ${name}` }).click();
  await expect(summary).toContainText('Items2');
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Cart, 0 items/ })).toBeVisible();
});

test('the cart survives a new visit in the same browser', async ({ page }) => {
  await page.goto('/search-product?q=tecno&lang=en');
  await page.locator('main article').filter({ hasNotText: 'Out of stock' }).first().locator('a').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
  await page.goto('/cart?lang=en');
  await expect(page).toHaveURL(/\/cart\/view/);
  await expect(page.getByRole('complementary', { name: 'Summary' })).toContainText('Items1');
});

test("signing in merges the guest's cart into the account cart", async ({ page }) => {
  await page.goto('/search-product?q=hp&lang=en');
  await page.locator('main article').filter({ hasNotText: 'Out of stock' }).first().locator('a').click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();

  await page.goto('/account/login?lang=en');
  await page.getByLabel('Email, phone or login').fill('manager');
  await page.getByLabel('Password').fill('Manager2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/cart/view?lang=en');
  await expect(page.getByRole('link', { name })).toBeVisible();
});
