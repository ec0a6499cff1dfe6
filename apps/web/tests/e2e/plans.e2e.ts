import { expect, signIn, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 800 } });

test('a shop on the free plan at its limit cannot publish, upgrades to Plus through the sandbox, and publishes again', async ({ page }) => {
  test.setTimeout(90_000);
  // The Bamako shop is on the free plan with more published products than its limit (as after a downgrade).
  await signIn(page, 'bamako-phone-center', 'Shop2026!');
  await page.goto('/account/vendor?lang=en');
  const main = page.getByRole('main');
  await expect(main.getByText('Your plan: Free')).toBeVisible();
  await expect(main.getByText(/^\d+ of 5 publications$/)).toBeVisible();

  // Take one listing off sale, then try to put it back: one more publication than the plan allows.
  await main.locator('a[href^="/add-product?slug="]').first().click();
  await expect(page).toHaveURL(/\/add-product\?slug=/);
  const listing = main.getByRole('form', { name: 'The listing' });
  await listing.getByRole('button', { name: 'Save as a draft (unpublish)' }).click();
  await expect(main.getByText('Saved as a draft: buyers do not see it yet.')).toBeVisible();
  await listing.getByRole('button', { name: 'Publish' }).click();
  await expect(listing.getByRole('alert')).toContainText('publication limit is reached');
  const editing = page.url();

  await main.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/subscription/);
  await main.getByRole('link', { name: '3 months' }).click();
  await expect(page).toHaveURL(/period=M3/);
  await main.getByRole('button', { name: 'Choose Plus for 3 months' }).click();

  // The sandbox stands in for PayPal: it shows the amount in euros and sends the seller back.
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkout/);
  await expect(page.getByText('ElectroMarché Plus M3')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/subscription\?paid=1/);
  await expect(main.getByText('your payment went through')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Your plan: Plus' })).toBeVisible();
  await expect(main.getByText(/^\d+ of 50 publications$/)).toBeVisible();

  await page.goto(editing);
  await main.getByRole('form', { name: 'The listing' }).getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Saved and published: buyers find it in search now.')).toBeVisible();
});

test('the plans page prices each period, highlights Plus, and asks a guest to sign in before buying', async ({ page }) => {
  await page.goto('/subscription?lang=en&period=Y1');
  const main = page.getByRole('main');
  await expect(main.getByText('Most chosen')).toBeVisible();
  await expect(main.getByRole('link', { name: '1 year' })).toHaveAttribute('aria-current', 'true');
  await expect(main.getByText('/ 1 year').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await main.getByRole('button', { name: 'Choose Pro for 1 year' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
});
