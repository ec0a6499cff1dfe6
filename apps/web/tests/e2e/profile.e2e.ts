import sharp from 'sharp';
import { expect, signIn, test } from './fixtures.ts';

/** A phone-sized picture made on the spot (nothing is downloaded). */
const picture = (colour: string, width = 600, height = 400) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

test.describe('settings on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('change language in settings and see the site switch', async ({ page }) => {
    await signIn(page, 'ouaga-electro', 'Shop2026!');
    await page.goto('/account/settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
    const profileFr = main.getByRole('form', { name: 'Mon profil' });
    await profileFr.getByLabel('Langue', { exact: true }).selectOption('en');
    await profileFr.getByLabel('Devise', { exact: true }).selectOption('EUR');
    await profileFr.getByRole('button', { name: 'Enregistrer', exact: true }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
    // The whole site follows, prices included, on every page and after a reload.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await expect(page.locator('main article').first().getByText(/\d,\d{2}\s?€|€\s?\d/)).toBeVisible();

    // Back to French, so the account is as the seed left it.
    await page.goto('/account/settings');
    const profileEn = main.getByRole('form', { name: 'My profile' });
    await profileEn.getByLabel('Language', { exact: true }).selectOption('fr');
    await profileEn.getByLabel('Currency', { exact: true }).selectOption('CFA');
    await profileEn.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a new phone number needs the current password; one taken by another account is refused with a translated message', async ({ page }) => {
    await signIn(page, 'ouaga-electro', 'Shop2026!');
    await page.goto('/account/settings?lang=en');
    const form = page.getByRole('main').getByRole('form', { name: 'My profile' });
    await form.getByLabel('Country dial code').selectOption('+225');
    await form.getByLabel('Phone number', { exact: true }).fill('07 00 00 00 02');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Type your current password to change the phone number.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Phone number', { exact: true }).fill('07 00 00 00 02');
    await form.getByLabel('Current password').fill('Shop2026!');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('This phone number is already used by an account.')).toBeVisible();
    await expect(form.getByLabel('Phone number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a seller sends an identity document, a manager approves it, and the shop and product page show the verified badge', async ({ page, browser }) => {
    // Three people, two browsers, uploads and a review: more steps than the default budget.
    test.slow();
    await signIn(page, 'cocody-gaming-zone', 'Shop2026!');
    await page.goto('/account/settings?lang=en');
    const main = page.getByRole('main');

    // Profile picture: previewed, uploaded, then shown on the shop page.
    const pictures = main.getByRole('form', { name: 'Profile picture' });
    await pictures.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture('#e0457b', 500, 500) });
    await expect(pictures.getByRole('img', { name: /Preview/ })).toBeVisible();
    await pictures.getByRole('button', { name: 'Upload picture' }).click();
    await expect(pictures.getByText('The picture is saved.')).toBeVisible();

    // A file that is no picture is refused, whatever its name.
    const identity = main.getByRole('form', { name: 'Identity verification' });
    await identity.getByLabel('Document number').fill('CI-2026-778899');
    await identity.getByLabel('Picture of the document').setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is a text file, not a picture') });
    await identity.getByRole('button', { name: 'Send for verification' }).click();
    await expect(main.getByText('This file is not a JPEG, PNG or BMP picture.')).toBeVisible();

    await identity.getByLabel('Document type').selectOption('PASSPORT');
    await identity.getByLabel('Document number').fill('CI-2026-778899');
    await identity.getByLabel('Picture of the document').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await picture('#c8d6e5') });
    await identity.getByRole('button', { name: 'Send for verification' }).click();
    await expect(main.getByText(/being checked/)).toBeVisible();

    // A manager reviews it in the admin area.
    const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const manager = await managerContext.newPage();
    await manager.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
    await signIn(manager, 'manager', 'Manager2026!');
    await manager.goto('/admin/identity?lang=en');
    const request = manager.getByRole('article').filter({ hasText: 'CI-2026-778899' });
    await expect(request.getByRole('img', { name: /Identity document of/ })).toBeVisible();
    expect(await request.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByRole('status').filter({ hasText: 'Request approved' })).toBeVisible();
    await managerContext.close();

    // The badge: in the settings, on the shop page and on the product page's seller card.
    await page.reload();
    await expect(main.getByText('Your identity is verified.')).toBeVisible();
    await page.goto('/seller/cocody-gaming-zone?lang=en');
    await expect(page.getByRole('heading', { level: 1 }).getByText('Verified seller')).toBeVisible();
    await expect(page.locator('header img[src*="/account/profile/file/"]')).toBeVisible();
    await page.locator('main article a[href^="/product/"]').first().click();
    await expect(page.getByRole('region', { name: 'Sold by' }).getByText('Verified seller')).toBeVisible();
  });

  test('a seller deletes the account with a reason: signed out, sign-in refused, shop gone', async ({ page }) => {
    await signIn(page, 'mvog-ada-informatique', 'Shop2026!');
    await page.goto('/account/settings?lang=en');
    await page.getByRole('main').getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('I had problems').check();
    await dialog.getByLabel('Any comment? (optional)').fill('Moving to another city.');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();

    await expect(page).toHaveURL(/\/\?lang=en$/);
    await expect(page.getByRole('banner').getByRole('link', { name: /Log in|Connexion/ })).toBeVisible();
    await page.goto('/seller/mvog-ada-informatique');
    await expect(page).toHaveURL(/\/404$/);

    await page.goto('/account/login?lang=en');
    await page.getByLabel('Email, phone or login').fill('mvog-ada-informatique');
    await page.getByLabel('Password').fill('Shop2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password.');
  });

  test('a guest writes to the store from the contact page, after fixing a too short message', async ({ page }) => {
    await page.goto('/contact-us?lang=en');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Full name').fill('Fatou Sow');
    await form.getByLabel('Email address').fill('fatou@example.com');
    await form.getByLabel('Topic').selectOption({ label: 'Report a scam' });
    await expect(form.getByLabel('Topic').locator('option')).toHaveCount(9);
    // Bypass the browser's own length check to see the server's answer.
    await form.getByLabel('Message').evaluate((element) => element.removeAttribute('minlength'));
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message is too short (10 characters at least).')).toBeVisible();
    await form.getByLabel('Message').fill('A seller asked me to pay outside the site before delivery.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message is sent.' })).toBeVisible();
  });

  test('without JavaScript, a refused contact message comes back with the problem next to its field and all that was typed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/contact-us?lang=en');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Full name').fill('Fatou Sow');
    await form.getByLabel('Email address').fill('fatou@example.com');
    await form.getByLabel('Country dial code').selectOption('+221');
    // Too short for a Senegalese number: only the server knows.
    await form.getByLabel('Phone (optional)').fill('12');
    await form.getByLabel('Topic').selectOption({ label: 'Report a scam' });
    await form.getByLabel('Message').fill('A seller asked me to pay outside the site before delivery.');
    await form.getByRole('button', { name: 'Send' }).click();

    const answered = page.getByRole('form', { name: 'Contact us' });
    await expect(answered.getByText('This phone number is not valid for the chosen country.')).toBeVisible();
    await expect(answered.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(answered.getByLabel('Phone (optional)')).toHaveValue('12');
    await expect(answered.getByLabel('Country dial code')).toHaveValue('+221');
    await expect(answered.getByLabel('Full name')).toHaveValue('Fatou Sow');
    await expect(answered.getByLabel('Email address')).toHaveValue('fatou@example.com');
    await expect(answered.getByLabel('Topic').locator('option:checked')).toHaveText('Report a scam');
    await expect(answered.getByLabel('Message')).toHaveValue('A seller asked me to pay outside the site before delivery.');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveCount(0);
    await context.close();
  });
});
