import { expect, test } from './fixtures.ts';

/*
 * Spec §7 interceptors (decision 69): the API's success alert header is shown top right, in
 * the page's language, announced as a status, and goes away after 5000 ms; without JavaScript
 * the page the form leads to shows it (carried in a short cookie across the redirect).
 */

test('a success alert from the API shows top right on a phone, in French, and closes after 5 seconds', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lang=fr');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Indicatif du pays').selectOption('+225');
  await footer.getByLabel('Votre numéro de téléphone').fill('07 09 08 07 06');
  await footer.getByRole('button', { name: 'S’inscrire' }).click();

  const alert = page.getByRole('region', { name: 'Messages' }).getByRole('status');
  await expect(alert).toHaveText(/Le numéro \+2250709080706 est inscrit à la newsletter\./);
  const box = await alert.boundingBox();
  expect(box && box.y < 80 && box.x + box.width > 360 - 16).toBe(true);
  // Gone after ALERT_TIMEOUT_MS (5000), not before.
  await page.waitForTimeout(4000);
  await expect(alert).toBeVisible();
  await expect(alert).toBeHidden({ timeout: 3000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page the form leads to shows the alert, in English', async ({ page }) => {
    await page.goto('/?lang=en');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Country code').selectOption('+225');
    await footer.getByLabel('Your phone number').fill('07 09 08 07 05');
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('region', { name: 'Messages' }).getByRole('status')).toHaveText(/The number \+2250709080705 is signed up to the newsletter\./);
  });
});
