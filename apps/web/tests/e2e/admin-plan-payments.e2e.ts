import { expect, signIn, test } from './fixtures.ts';

/*
 * Decision 97, on a 360 px phone in French: the demo store holds one plan payment PayPal took a
 * euro too much for (a free shop's month of Plus). The administrator follows the overview's
 * counter to it, is refused a reference too short beside its field, records the refund, and
 * finds it among the refunded payments.
 */

test('an administrator records the refund of a plan payment owed back, from the overview, on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR', extraHTTPHeaders: { 'x-forwarded-for': '198.19.251.9' } });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  const page = await context.newPage();
  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin?lang=fr');
  const owed = page.locator('dt', { hasText: 'Formules à rembourser' }).locator('xpath=following-sibling::dd[1]').getByRole('link');
  await expect(owed).toHaveText('1');
  await owed.click();
  await expect(page).toHaveURL('/admin/plan-payments?status=REFUND_DUE');

  const card = page.getByRole('article').filter({ hasText: 'bamako-phone-center' });
  await expect(card.getByText('À rembourser')).toBeVisible();
  await expect(card.getByText(/^PayPal a pris \d+,\d\d\s€$/)).toBeVisible();
  const reference = card.getByLabel(/^Référence \(3 à 200 caractères/);
  await reference.fill('ab');
  await card.getByRole('button', { name: 'Marquer remboursée' }).click();
  await expect(card.getByRole('button', { name: 'Marquer remboursée' })).toBeVisible();
  await expect(page.getByText('Remboursement noté ; le vendeur est informé.')).toHaveCount(0);
  await reference.fill('PayPal 7RT55');
  await card.getByRole('button', { name: 'Marquer remboursée' }).click();
  await expect(page.getByText('Remboursement noté ; le vendeur est informé.')).toBeVisible();

  await page.getByRole('link', { name: 'Remboursé', exact: true }).click();
  const refunded = page.getByRole('article').filter({ hasText: 'bamako-phone-center' });
  await expect(refunded.getByText(/Remboursée le .* par admin/)).toBeVisible();
  await expect(refunded.getByText('PayPal 7RT55', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
