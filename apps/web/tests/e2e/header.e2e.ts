import { test as plain } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the logo, search, Deals, cart with its count, language and login', async ({ page }) => {
    await page.goto('/?lang=en');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ElectroMarché, home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('combobox', { name: 'Search for a product' }).first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/search-product?sort=createdDate,desc');
    await expect(header.getByRole('link', { name: /Cart, 0 items/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
  });

  test('the mega-menu lists the 12 categories, shows sub-entries on hover, and each entry runs its keyword search', async ({ page }) => {
    await page.goto('/?lang=en');
    const button = page.getByRole('button', { name: 'All categories' });
    await button.click();
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    for (const name of ['Computers and Accessories', 'Smartphones and Tablets', 'Headphones', 'Powerbanks', 'Gaming']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('listitem').filter({ has: page.getByRole('link') })).not.toHaveCount(0);
    await menu.getByRole('link', { name: 'Computers and Accessories', exact: true }).hover();
    await expect(menu.getByRole('link', { name: 'Laptop bags' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Laptop bags' })).toHaveAttribute('href', '/search-product?q=Laptops');
    const showcase = menu.getByRole('complementary', { name: 'Featured product' }).filter({ visible: true });
    await expect(showcase.getByText(/^From/)).toBeVisible();
    await expect(showcase.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', /^\/product\//);
    await menu.getByRole('link', { name: 'Laptop bags' }).click();
    await expect(page).toHaveURL(/\/search-product\?q=Laptops$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Laptops”');
    await expect(page.getByRole('button', { name: 'All categories' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mega-menu opens when the mouse hovers it and shows each category\'s sub-entries, drawn only then', async ({ page }) => {
    await page.goto('/?lang=en');
    const button = page.getByRole('button', { name: 'All categories' });
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('group')).toHaveCount(0);
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const computers = menu.getByRole('group', { name: 'Computers and Accessories' });
    await expect(computers.getByRole('link', { name: 'Laptop bags' })).toBeVisible();
    await menu.getByRole('link', { name: 'Headphones', exact: true }).hover();
    await expect(menu.getByRole('group', { name: 'Headphones' }).getByRole('link').first()).toBeVisible();
    await expect(menu.getByRole('group')).toHaveCount(1);
    // Leaving closes what hovering opened.
    await page.mouse.move(1200, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(menu.getByRole('group')).toHaveCount(0);
  });

  test('the mega-menu works with the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/?lang=en');
    const button = page.getByRole('button', { name: 'All categories' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Computers and Accessories/);
    // The focused category's sub-entries follow it, so Tab walks into them.
    const computers = page.getByRole('group', { name: 'Computers and Accessories' });
    await expect(computers.getByRole('link', { name: 'Laptop bags' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(computers.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('hashtag search keys run their search', async ({ page }) => {
    await page.goto('/?lang=en');
    await page.getByRole('link', { name: '#Smartphones' }).first().click();
    await expect(page).toHaveURL(/\/search-product\?q=/);
  });

  test('the top bar gets a shadow once scrolled past 40 px', async ({ page }) => {
    await page.goto('/?lang=en');
    const header = page.getByRole('banner');
    await expect(header).toHaveClass(/shadow-none/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/shadow-md/);
  });

  test('the search popup suggests from two characters and works with the keyboard', async ({ page }) => {
    await page.goto('/?lang=en');
    const box = page.getByRole('combobox', { name: 'Search for a product' }).first();
    await box.fill('s');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await box.fill('sams');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeLessThanOrEqual(13);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Escape');
    await expect(listbox).toHaveCount(0);

    await box.fill('samsu');
    await expect(listbox.getByRole('option').last()).toBeVisible();
    const productOption = listbox.getByRole('option').last();
    const productName = (await productOption.locator('span').first().textContent())?.trim() ?? '';
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  });

  test('Enter without choosing a suggestion searches for the text', async ({ page }) => {
    await page.goto('/?lang=en');
    const box = page.getByRole('combobox', { name: 'Search for a product' }).first();
    await box.fill('ecouteurs');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-product\?q=ecouteurs/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the off-canvas menu opens with the categories, closes on navigation and above 768 px', async ({ page }) => {
    await page.goto('/?lang=en');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close the menu' })).toBeFocused();
    for (const name of ['Computers and Accessories', 'Smartphones and Tablets', 'Headphones', 'Powerbanks', 'Gaming']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await drawer.getByRole('button', { name: 'Computers and Accessories subcategories' }).click();
    await expect(drawer.getByRole('link', { name: 'Laptop bags' })).toBeVisible();
    await expect(drawer).toContainText(`All rights reserved.`);
    await expect(drawer).toContainText(String(new Date().getFullYear()));
    await drawer.getByRole('link', { name: 'Deals' }).click();
    await expect(page).toHaveURL(/sort=createdDate/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(drawer).toBeHidden();
  });

  test('the phone layout has no horizontal scroll', async ({ page }) => {
    for (const path of ['/', '/search-product?q=tv', '/faq']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('phone without JavaScript', () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

  test('the menu button is a link that shows the categories', async ({ page }) => {
    await page.goto('/?lang=en');
    const category = page.getByRole('banner').getByRole('link', { name: 'Computers and Accessories', exact: true });
    await expect(category).toBeHidden();
    await page.getByRole('link', { name: 'Open the menu' }).click();
    await expect(page).toHaveURL(/#category-menu$/);
    await expect(category).toBeVisible();
    await category.click();
    await expect(page).toHaveURL(/\/search-product\?q=Computers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Computers and Accessories”');
  });
});

test.describe('desktop without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test('every top category is a link in the page that hovering the menu shows', async ({ page }) => {
    await page.goto('/?lang=en');
    // Hidden until hovered, but in the page: the same 12 links.
    const links = page.locator('#category-menu a');
    await expect(links).toHaveCount(12);
    await expect(links.first()).toBeHidden();
    await page.getByRole('button', { name: 'All categories' }).hover();
    await expect(links.first()).toBeVisible();
    await page.locator('#category-menu').getByRole('link', { name: 'Gaming', exact: true }).click();
    await expect(page).toHaveURL(/\/search-product\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for/);
  });
});

test('the language dropdown and the footer modal switch language and currency', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search-product?q=tv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: /Langue/ }).first().click();
  await page.getByRole('button', { name: /English/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/search-product\?q=tv$/);

  await page.getByRole('button', { name: 'Language and currency' }).click();
  const modal = page.getByRole('dialog', { name: 'Language and currency' });
  await modal.getByLabel(/Euro/).check();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('main article').first().getByText(/€/)).toBeVisible();
  await page.goto('/');
  await expect(page.locator('main article').first().getByText(/€/)).toBeVisible();
});

test('the footer\'s language and currency modal is drawn when first opened; Escape gives the focus back', async ({ page }) => {
  await page.goto('/faq?lang=en');
  const modal = page.getByRole('dialog', { name: 'Language and currency' });
  await expect(modal).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Language and currency' });
  await button.click();
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('English')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(modal).toBeVisible();
});

plain('the "For the attention of users" warning shows once per browser session and only Ok or Cancel close it', async ({ page }) => {
  await page.goto('/?lang=en');
  const dialog = page.getByRole('dialog', { name: 'For the attention of users' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/faq?lang=en');
  await expect(dialog).toBeHidden();
});

test('pages carry the menus’ headings only; an open menu asks /menu/{language} for the rest, kept a minute', async ({ page, request }) => {
  const html = await (await request.get('/?lang=en')).text();
  expect(html).toContain('Computers and Accessories');
  // Neither drawn nor in the page's data for hydration.
  expect(html).not.toContain('subCategories');
  expect(html).not.toContain('categoryProducts');
  const answer = await request.get('/menu/en');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=60');
  const menu: { categories: { name: string; subCategories: { name: string }[] }[]; categoryProducts: unknown[] } = await answer.json();
  expect(menu.categories.find((category) => category.name === 'Computers and Accessories')?.subCategories.map((entry) => entry.name)).toContain('Laptop bags');
  expect((await request.get('/menu/fr')).ok()).toBe(true);
  expect((await request.get('/menu/xx')).status()).toBe(404);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?lang=en');
  const asked = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/menu/en');
  await page.getByRole('button', { name: 'All categories' }).click();
  await asked;
  await expect(page.getByRole('group', { name: 'Computers and Accessories' }).getByRole('link', { name: 'Laptop bags' })).toBeVisible();
});
