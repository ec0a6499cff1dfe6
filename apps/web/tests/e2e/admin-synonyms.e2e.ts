import type { Browser, Page } from '@playwright/test';
import { addressOf, expect, signIn, test } from './fixtures.ts';

/*
 * Issue #13's synonyms screen (decision 81): an administrator on a 360 px phone adds a phrase,
 * and the storefront's search for it, which found nothing, finds the products of its synonym at
 * once; in English and without JavaScript too, and the phrase is then changed and deleted after
 * a confirmation. A manager reads the synonyms but is offered no change.
 */

const phone = { width: 360, height: 740 };

async function phoneUser(browser: Browser, address: string, options: { locale: string; javaScriptEnabled?: boolean }): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address }, viewport: phone, ...options });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  return context.newPage();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The products' names on the storefront's results page for `words`, as a visitor who is not signed in sees it (none when it says nothing matches). */
async function searchNames(browser: Browser, address: string, words: string, lang: string): Promise<string[]> {
  const visitor = await phoneUser(browser, address, { locale: lang });
  await visitor.goto(`/search-product?q=${encodeURIComponent(words)}&lang=${lang}`);
  await visitor.getByRole('heading', { level: 1 }).first().waitFor();
  const empty = await visitor.getByRole('heading', { name: /^(Aucun produit ne correspond à votre recherche|No product matches your search)$/ }).count();
  const names = empty > 0 ? [] : await visitor.locator('main article h3').allTextContents();
  await visitor.context().close();
  return names;
}

test('an administrator adds a synonym in French on a phone, with the keyboard, and the storefront search finds products at once', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const visitor = addressOf(testInfo).replace(/\.\d+$/, '.250');
  const headsets = await searchNames(browser, visitor, 'casque', 'fr');
  expect(headsets.length).toBeGreaterThan(0);
  expect(await searchNames(browser, visitor, 'zorblax', 'fr')).toEqual([]);

  await page.setViewportSize(phone);
  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin?lang=fr');
  await page.getByRole('navigation', { name: "Rubriques de l'administration" }).getByRole('link', { name: 'Synonymes de recherche' }).click();
  await expect(page.getByRole('heading', { name: 'Synonymes de recherche', level: 2 })).toBeVisible();
  await expect(page.getByText(/^\d+ expressions$/)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);

  // The form opens and is filled with the keyboard alone.
  await page.getByText('Ajouter une expression').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expression tapée par les acheteurs')).toBeFocused();
  await page.keyboard.type('Zorblax');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Casque');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enregistré : la recherche l’applique dès maintenant.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'zorblax' })).toContainText('trouve aussi casque');
  expect(await noSidewaysScroll(page)).toBe(true);

  expect((await searchNames(browser, visitor, 'zorblax', 'fr')).filter((name) => headsets.includes(name)).length).toBeGreaterThan(0);

  // A phrase that has its line already is refused next to its field, in French.
  await expect(page.getByLabel('Expression tapée par les acheteurs')).toBeHidden();
  await page.getByText('Ajouter une expression').click();
  await page.getByLabel('Expression tapée par les acheteurs').fill('zorblax');
  await page.getByLabel('Trouve aussi').fill('casque');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Cette expression a déjà sa ligne : modifiez celle-là.')).toBeVisible();
});

test('in English and without JavaScript, an administrator adds a synonym that search uses at once, changes it and deletes it after confirming', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const visitor = addressOf(testInfo).replace(/\.\d+$/, '.251');
  const headphones = await searchNames(browser, visitor, 'headphones', 'en');
  expect(await searchNames(browser, visitor, 'quibblor', 'en')).toEqual([]);
  const page = await phoneUser(browser, addressOf(testInfo), { locale: 'en-GB', javaScriptEnabled: false });
  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin/search-synonyms?lang=en');
  await page.getByText('Add a phrase').click();
  await page.getByLabel('Phrase shoppers type').fill('Quibblor');
  await page.getByLabel('Also finds').fill('headphones');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Saved: search uses it now.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'quibblor' })).toContainText('also finds headphones');
  expect((await searchNames(browser, visitor, 'quibblor', 'en')).filter((name) => headphones.includes(name)).length).toBeGreaterThan(0);
  expect(await noSidewaysScroll(page)).toBe(true);

  await page.getByRole('link', { name: 'Edit quibblor' }).click();
  await expect(page.getByRole('heading', { name: 'quibblor', level: 2 })).toBeVisible();
  await page.getByLabel('Also finds').fill('xyzzyq, zyxxyq');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'quibblor' })).toContainText('also finds xyzzyq, zyxxyq');
  expect(await searchNames(browser, visitor, 'quibblor', 'en')).toEqual([]);

  await page.getByRole('link', { name: 'Edit quibblor' }).click();
  await page.getByRole('link', { name: 'Delete quibblor' }).click();
  await expect(page.getByRole('heading', { name: 'Delete “quibblor”?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Deleted: search no longer uses it.')).toBeVisible();
  await page.goto('/admin/search-synonyms?query=quibblor&lang=en');
  await expect(page.getByText('No phrase contains this word.')).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.context().close();
});

test('a manager reads the synonyms on a phone but is offered no change', async ({ page }) => {
  await page.setViewportSize(phone);
  await signIn(page, 'manager', 'Manager2026!');
  await page.goto('/admin/search-synonyms?lang=en&query=pas+cher');
  await expect(page.getByText('Only an administrator changes the synonyms; you can read them.')).toBeVisible();
  await expect(page.getByText('Add a phrase')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'pas cher' })).toContainText('sorts the results: cheapest first');
  await page.getByRole('link', { name: 'Details pas cher' }).click();
  await expect(page.getByRole('heading', { name: 'pas cher', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Delete/ })).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.goto('/admin/search-synonyms?lang=fr&query=pas+cher');
  await expect(page.getByText('Seul un administrateur modifie les synonymes ; vous pouvez les consulter.')).toBeVisible();
});
