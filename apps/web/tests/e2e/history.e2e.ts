import { expect, test } from './fixtures.ts';

test('the search box offers the last searches before anything is typed, and the filters the last places', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search-product?q=tablette&lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/search-product?q=casque');
  const cities = page.locator('section').filter({ has: page.getByRole('heading', { name: 'City' }) });
  const firstCity = cities.getByRole('link').first();
  const city = ((await firstCity.locator('span').first().textContent()) ?? '').trim();
  await firstCity.click();
  await expect(page).toHaveURL(/location=/);

  await page.goto('/');
  await page.getByRole('combobox').first().focus();
  const popup = page.getByRole('listbox', { name: 'Suggestions' }).first();
  await expect(popup.getByRole('option')).toHaveText([/casque/, /tablette/]);
  await popup.getByRole('option', { name: /tablette/ }).click();
  await expect(page).toHaveURL(/\/search-product\?q=tablette$/);

  await page.goto('/search-product?q=casque');
  await expect(cities).toContainText('Your recent places:');
  await expect(cities.getByRole('link', { name: city, exact: true })).toBeVisible();
});
