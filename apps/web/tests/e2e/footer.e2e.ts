import { expect, test } from './fixtures.ts';

test('the footer links to contact, FAQ, terms and privacy', async ({ page }) => {
  await page.goto('/?lang=en');
  const footer = page.getByRole('contentinfo');
  for (const path of ['/contact-us', '/faq', '/cgu', '/privacy']) {
    await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
  }
});

test('the newsletter needs a valid phone number and signs it up', async ({ page }) => {
  await page.goto('/?lang=en');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Country code').selectOption('+225');
  await footer.getByLabel('Your phone number').fill('12');
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expect(footer.getByRole('status')).toHaveText('This phone number is not valid for the chosen country.');
  await footer.getByLabel('Your phone number').fill('07 01 02 03 04');
  await footer.getByRole('button', { name: 'Sign up' }).click();
  // Confirmed once, by the alert at the top of the screen; the field's line is left empty.
  await expect(page.getByRole('region', { name: 'Messages' }).getByRole('status')).toHaveText(/The number \+2250701020304 is signed up to the newsletter\./);
  await expect(footer.getByRole('status')).toHaveText('');
});
