import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #15 item 4, the catalogue's structure (decisions 76 and 77): an administrator, on a
 * phone, adds a sub-category and a specification named in French and English; sellers see both
 * on the publishing form at once; deleting a sub-category that has products is refused with a
 * translated message, and nothing is deleted.
 */

const phone = { width: 360, height: 740 };

async function personIn(browser: Browser, address: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address }, locale, viewport: phone });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  return context.newPage();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('an administrator adds a sub-category with a bilingual specification that sellers see, and cannot delete one that has products', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin/catalogue?lang=fr');
  await page.getByRole('navigation', { name: "Rubriques de l'administration" }).getByRole('link', { name: 'Catalogue' }).waitFor();
  expect(await noSidewaysScroll(page)).toBe(true);

  // A new sub-category under the first category, named in both languages.
  const addSub = page.locator('details').filter({ has: page.getByText(/^Ajouter une sous-catégorie à/) }).first();
  await addSub.locator('summary').click();
  await addSub.getByLabel('Nom en français').fill('Stylets tactiles');
  await addSub.getByLabel('Nom en anglais').fill('Touch styluses');
  await addSub.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Enregistré : la boutique l’affiche maintenant.')).toBeVisible();
  await page.getByRole('link', { name: 'Stylets tactiles · Touch styluses' }).click();
  await expect(page.getByRole('heading', { name: 'Stylets tactiles · Touch styluses' })).toBeVisible();
  const subId = new URL(page.url()).pathname.split('/').at(-1);

  // Its specification: a required list of values.
  const addSpec = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Ajouter une caractéristique' }) });
  await addSpec.getByLabel('Nom en français').fill('Pointe');
  await addSpec.getByLabel('Nom en anglais').fill('Tip');
  await addSpec.getByLabel('Type').selectOption('choice');
  await addSpec.getByLabel('Valeurs permises (listes seulement)').fill('Fine\nLarge');
  await addSpec.getByLabel('Obligatoire pour publier').check();
  await addSpec.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Pointe · Tip')).toBeVisible();
  await expect(page.getByText(/Liste de valeurs · Fine, Large · Obligatoire pour publier/)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);

  // A seller publishing in it sees the sub-category and its specification, in each language.
  const seller = await personIn(browser, '198.19.252.1', 'fr-FR');
  await signIn(seller, 'seller', 'Seller2026!');
  await seller.goto(`/add-product?subCategory=${subId}&lang=fr`);
  await expect(seller.getByText('Stylets tactiles', { exact: true })).toBeVisible();
  await expect(seller.getByLabel(/^Pointe/)).toBeVisible();
  await seller.goto(`/add-product?subCategory=${subId}&lang=en`);
  await expect(seller.getByText('Touch styluses', { exact: true })).toBeVisible();
  await expect(seller.getByLabel(/^Tip/)).toHaveValue('');
  await seller.context().close();

  // A sub-category with products cannot be deleted: a translated refusal, and it is still there.
  await page.goto('/admin/catalogue?lang=fr');
  const used = page.locator('ol > li ul > li').filter({ hasText: /\D[1-9]\d* produits/ }).getByRole('link').first();
  const usedName = (await used.textContent()) ?? '';
  await used.click();
  await page.getByRole('button', { name: 'Supprimer cette sous-catégorie' }).click();
  await expect(page.getByText('Des produits sont classés dans cette sous-catégorie : elle ne peut pas être supprimée.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: usedName })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
});
