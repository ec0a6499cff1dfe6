import { expect, signIn, test } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('a signed-in seller is greeted by first name and sees the seller menu; logging out goes home and ends the session on the server', async ({ page }) => {
  await signIn(page, 'seller', 'Seller2026!');
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  expect(session).toBeDefined();
  const header = page.getByRole('banner');
  const greeting = header.getByRole('button', { name: /^(Bonjour|Hello) / });
  await expect(greeting).toBeVisible();
  await greeting.click();
  await expect(header.getByRole('link', { name: /Ma boutique|My shop/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /Mes demandes|My requests/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await header.getByRole('link', { name: /Ma boutique|My shop/ }).click();
  await expect(page).toHaveURL(/\/account\/vendor$/);

  await greeting.click();
  await header.getByRole('button', { name: /Se déconnecter|Log out/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: /Connexion|Log in/ })).toBeVisible();

  // A copy of the old cookie signs nobody in: the session ended on the server.
  if (session) await page.context().addCookies([session]);
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/account\/login\?reason=session-ended$/);
});

test('a buyer is refused the admin area with 403; an administrator gets in', async ({ page }) => {
  await signIn(page, 'buyer', 'Buyer2026!');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/accessdenied$/);
  await page.getByRole('banner').getByRole('button', { name: /^(Bonjour|Hello) / }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Ma boutique|My shop/ })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
});

test('a guest sent to sign in comes back to the page asked for; a wrong password says so', async ({ page }) => {
  await page.goto('/account/settings?lang=en');
  // The sign-in page keeps the language asked (issue #14 rule 5).
  await expect(page).toHaveURL(/\/account\/login\?lang=en$/);
  await page.getByLabel('Email, phone or login').fill('buyer');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong login or password.');
  await page.getByLabel('Password').fill('Buyer2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/settings/);
});
