import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { addressOf, expect, test } from './fixtures.ts';

/** Issue #4 "Done means", in a French browser. */

test.use({ viewport: { width: 1280, height: 800 } });

/** A mobile number of Côte d'Ivoire nobody else in the run uses: 07 + 8 digits. */
const newIvorianMobile = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const e164 = (national: string) => `+225${national}`;

async function signInFr(page: Page, username: string, password: string, rememberMe = false) {
  await page.goto('/account/login');
  await page.getByLabel('E-mail, téléphone ou identifiant').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Rester connecté sur cet appareil').check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Checking a password is deliberately slow (argon2id); give it room on a busy machine.
  await expect(page).not.toHaveURL(/\/account\/login/, { timeout: 20_000 });
}

/** An administrator's browser, elsewhere: the outbox page is where codes and links are read. */
async function adminContext(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${testInfo.workerIndex + 1}` } });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  const page = await context.newPage();
  await signInFr(page, 'admin', 'Admin2026!');
  return { context, page };
}

/** The newest message to `recipient`, read on /admin/outbox. */
async function readOutbox(admin: Page, recipient: string) {
  await admin.goto(`/admin/outbox?recipient=${encodeURIComponent(recipient)}`);
  const message = admin.getByRole('article').first();
  await expect(message.getByRole('heading', { name: recipient })).toBeVisible();
  return message;
}

/** The same, through the admin API (for tests whose subject is not the outbox page). */
async function latestMessageBody(request: APIRequestContext, recipient: string): Promise<string> {
  const auth = await request.post('/store/api/v1/authenticate', { data: { username: 'admin', password: 'Admin2026!' } });
  const { id_token: token } = (await auth.json()) as { id_token: string };
  const response = await request.get(`/store/api/v1/admin/outbox?recipient=${encodeURIComponent(recipient)}&size=1`, { headers: { authorization: `Bearer ${token}` } });
  const [message] = (await response.json()) as { body: string }[];
  if (!message) throw new Error(`no message to ${recipient}`);
  return message.body;
}

test('a seller registers by phone, activates with the SMS code read in the admin outbox, signs in and gets the seller menu', async ({ page, browser }, testInfo) => {
  test.slow(); // Two browsers and three password hashes.
  const mobile = newIvorianMobile();
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();

  await page.getByRole('main').getByLabel('Vendre').check();
  await page.getByRole('main').getByLabel('Nom de la boutique').fill('Koné Électronique');
  await page.getByRole('main').getByLabel('Ville').fill('Abidjan');
  await page.getByRole('main').getByLabel('Prénom').fill('Awa');
  await page.getByRole('main').getByLabel('Nom', { exact: true }).fill('Koné');
  await page.getByRole('main').getByLabel('Indicatif du pays').selectOption('+225');
  await page.getByRole('main').getByLabel('Numéro de téléphone').fill(mobile);

  // The rules tick as the password is typed; a different confirmation is reported at once.
  const rules = page.getByRole('list', { name: 'Le mot de passe doit contenir' });
  await page.getByRole('main').getByLabel('Nouveau mot de passe').fill('abcdefgh');
  await expect(rules.getByRole('listitem').filter({ hasText: 'un chiffre' })).toContainText('(manquant)');
  await page.getByRole('main').getByLabel('Nouveau mot de passe').fill('Abidjan2026');
  await expect(rules.getByRole('listitem').filter({ hasText: 'un chiffre' })).toContainText('(fait)');
  await page.getByRole('main').getByLabel('Confirmez le mot de passe').fill('Abidjan2025');
  await expect(page.getByText('Les deux mots de passe sont différents.')).toBeVisible();
  await page.getByRole('main').getByLabel('Confirmez le mot de passe').fill('Abidjan2026');
  await expect(page.getByText('Les deux mots de passe sont différents.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByRole('main').getByRole('status')).toContainText(`code d'activation par SMS au +225`);
  const admin = await adminContext(browser, testInfo);
  const sms = await readOutbox(admin.page, e164(mobile));
  await expect(sms).toContainText('Activation du compte');
  await expect(sms).toContainText('Enregistré');
  const code = /(\d{10})/.exec((await sms.locator('pre').textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();
  await admin.context.close();

  await page.getByRole('main').getByLabel('Code reçu par SMS').fill(code ?? '');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/account\/activate\?/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre compte est actif. Vous pouvez vous connecter.');

  // The code works once.
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Cette clé a déjà servi.');

  await signInFr(page, `+225 ${mobile}`, 'Abidjan2026');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Bonjour Awa' }).click();
  await expect(header.getByRole('link', { name: 'Ma boutique' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Mes demandes' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Administration' })).toHaveCount(0);
});

test('registration shows each problem next to its field, in the page language', async ({ page }) => {
  await page.goto('/account/register');
  await page.getByRole('main').getByLabel('Vendre').check();
  // The demo buyer's number.
  await page.getByRole('main').getByLabel('Numéro de téléphone').fill('07 00 00 00 02');
  await page.getByRole('main').getByLabel('Nouveau mot de passe').fill('Secret2026');
  await page.getByRole('main').getByLabel('Confirmez le mot de passe').fill('Secret2026');
  await page.getByRole('main').getByLabel('Nom de la boutique').fill('Boutique test');
  await page.getByRole('main').getByLabel('Ville').fill('Dakar');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const phone = page.getByRole('main').getByLabel('Numéro de téléphone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ce numéro de téléphone est déjà utilisé par un compte.')).toBeVisible();

  await page.getByRole('main').getByLabel('Numéro de téléphone').fill('');
  await page.getByRole('main').getByLabel('Adresse e-mail').fill('buyer@electromarche.demo');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Cette adresse e-mail est déjà utilisée par un compte.')).toBeVisible();
});

test('without JavaScript, a refused sign-up comes back with the problem next to its field and what was typed, never the passwords', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/account/register?lang=en');
  const main = page.getByRole('main');
  await main.getByLabel('Country dial code').selectOption('+221');
  await main.getByLabel('First name').fill('Awa');
  await main.getByLabel('Email address').fill('buyer@electromarche.demo');
  await main.getByLabel('New password').fill('Secret2026');
  await main.getByLabel('Confirm the password').fill('Secret2026');
  await main.getByRole('button', { name: 'Create my account' }).click();

  await expect(main.getByText('This email address is already used by an account.')).toBeVisible();
  await expect(main.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('Email address')).toHaveValue('buyer@electromarche.demo');
  await expect(main.getByLabel('First name')).toHaveValue('Awa');
  await expect(main.getByLabel('Country dial code')).toHaveValue('+221');
  await expect(main.getByLabel('New password')).toHaveValue('');
  await context.close();
});

test('a session without remember-me ends with the browser; a remembered one survives it', async ({ page, browser }) => {
  test.slow(); // Two sign-ins and two more browsers.
  const reopen = async (context: BrowserContext) => {
    // What a browser keeps when it is closed and opened again: cookies that have an expiry.
    const kept = (await context.cookies()).filter((cookie) => cookie.expires > 0);
    const next = await browser.newContext({ locale: 'fr-FR', storageState: { cookies: kept, origins: [] } });
    const reopened = await next.newPage();
    await reopened.goto('/account/settings');
    return { next, reopened };
  };

  await signInFr(page, 'buyer', 'Buyer2026!');
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.expires).toBe(-1);
  const forgotten = await reopen(page.context());
  await expect(forgotten.reopened).toHaveURL(/\/account\/login$/);
  await forgotten.next.close();

  await page.context().clearCookies();
  await signInFr(page, 'buyer', 'Buyer2026!', true);
  const remembered = await reopen(page.context());
  await expect(remembered.reopened).toHaveURL(/\/account\/settings$/);
  await expect(remembered.reopened.getByRole('heading', { level: 1 })).toBeVisible();
  await remembered.next.close();
});

test('a password reset by email: the link from the outbox sets a new password, once', async ({ page, request }) => {
  test.slow(); // Five password hashes or checks.
  const email = `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await page.goto('/account/register');
  await page.getByRole('main').getByLabel('Prénom').fill('Yao');
  await page.getByRole('main').getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('main').getByLabel('Nouveau mot de passe').fill('Premier2026');
  await page.getByRole('main').getByLabel('Confirmez le mot de passe').fill('Premier2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`lien d'activation à ${email.slice(0, 1)}`);
  const activation = /https?:\/\/\S+/.exec(await latestMessageBody(request, email))?.[0] ?? '';
  await page.goto(new URL(activation).pathname + new URL(activation).search);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre compte est actif. Vous pouvez vous connecter.');

  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).check();
  await page.getByRole('main').getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: "M'envoyer une clé" }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Si un compte utilise cette adresse, nous lui avons envoyé un lien. Ouvrez-le pour choisir un nouveau mot de passe.');

  const body = await latestMessageBody(request, email);
  expect(body).toContain('mot de passe');
  const link = new URL(/https?:\/\/\S+/.exec(body)?.[0] ?? '');
  expect(link.pathname).toBe('/account/reset-password/finish');
  await page.goto(link.pathname + link.search);
  await page.getByRole('main').getByLabel('Nouveau mot de passe').fill('Second2026');
  await page.getByRole('main').getByLabel('Confirmez le mot de passe').fill('Second2026');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre mot de passe a été changé. Connectez-vous avec le nouveau.');

  // The same link a second time is refused.
  await page.goto(link.pathname + link.search);
  await page.getByRole('main').getByLabel('Nouveau mot de passe').fill('Third2026x');
  await page.getByRole('main').getByLabel('Confirmez le mot de passe').fill('Third2026x');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Cette clé a déjà servi.');

  await page.goto('/account/login');
  await page.getByLabel('E-mail, téléphone ou identifiant').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Premier2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect.', { timeout: 20_000 });
  await signInFr(page, email, 'Second2026');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Bonjour Yao' })).toBeVisible();
});

test('an answer the API refuses (401) ends the session and signing in again returns to the page', async ({ page }) => {
  test.slow(); // Two sign-ins.
  await signInFr(page, 'buyer', 'Buyer2026!');
  // The session token is tampered with: its signature no longer matches.
  const context = page.context();
  const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
  if (!session) throw new Error('no session cookie after signing in');
  const token: unknown = JSON.parse(Buffer.from(decodeURIComponent(session.value), 'base64').toString('utf8'));
  expect(typeof token).toBe('string');
  const signed = String(token);
  const tampered = `${signed.slice(0, -4)}${signed.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  await context.addCookies([{ ...session, value: Buffer.from(JSON.stringify(tampered)).toString('base64') }]);

  await page.goto('/check-phone-number');
  await expect(page).toHaveURL(/\/account\/login\?reason=session-ended$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /Connexion/ })).toBeVisible();
  await page.getByLabel('E-mail, téléphone ou identifiant').fill('buyer');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Buyer2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/check-phone-number$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification du téléphone' })).toBeVisible();
});

test('a buyer is refused every admin page (403); an administrator reads and filters the outbox', async ({ page, browser }, testInfo) => {
  test.slow(); // Two sign-ins in two browsers.
  await signInFr(page, 'buyer', 'Buyer2026!');
  for (const path of ['/admin', '/admin/outbox']) {
    const response = await page.goto(path);
    await expect(page).toHaveURL(/\/accessdenied$/);
    expect(response?.status()).toBe(403);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  const api = await page.request.get('/store/api/v1/admin/outbox');
  expect(api.status()).toBe(401);

  const admin = await adminContext(browser, testInfo);
  await admin.page.goto('/admin');
  await admin.page.getByRole('navigation', { name: "Rubriques de l'administration" }).getByRole('link', { name: 'E-mails et SMS' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/outbox$/);
  await expect(admin.page.getByRole('heading', { level: 2, name: 'E-mails et SMS' })).toBeVisible();
  await admin.page.getByLabel('Canal').selectOption('SMS');
  await admin.page.getByLabel('Destinataire (e-mail ou téléphone)').fill('+999000');
  await admin.page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(admin.page).toHaveURL(/channel=SMS/);
  await expect(admin.page.getByText('Aucun message.')).toBeVisible();
  await admin.context.close();
});

test('settings: the email is proven through the link sent to it, the password changes, and the chosen language switches the site', async ({ page, request }, testInfo) => {
  test.slow(); // Registration, sign-in and two password checks.
  const mobile = newIvorianMobile();
  const email = `fatou-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const headers = { 'x-forwarded-for': addressOf(testInfo) };
  const registered = await request.post('/store/api/v1/register', {
    headers,
    data: { accountType: 'PERSONAL', firstname: 'Fatou', lastname: 'Diallo', email, phoneNumber: { indicator: '+225', telephone: mobile }, password: 'Fatou2026x', confirmPassword: 'Fatou2026x', langKey: 'fr' },
  });
  expect(registered.status()).toBe(201);
  const code = /(\d{10})/.exec(await latestMessageBody(request, e164(mobile)))?.[1] ?? '';
  expect((await request.get(`/store/api/v1/account/activate?key=${code}&notifyBy=SMS`, { headers })).status()).toBe(200);

  await signInFr(page, email, 'Fatou2026x');
  await page.goto('/account/settings');
  const security = page.getByRole('region', { name: 'Sécurité' });
  const emailLine = security.getByText(email, { exact: true }).locator('..');
  await expect(emailLine).toContainText('Non vérifié');
  await security.getByRole('button', { name: "M'envoyer un lien de confirmation" }).click();
  await expect(security.getByRole('status')).toContainText('Nous avons envoyé un lien de confirmation');
  const link = new URL(/https?:\/\/\S+/.exec(await latestMessageBody(request, email))?.[0] ?? '');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`L'adresse ${email} est confirmée.`);
  await page.getByRole('main').getByRole('link', { name: 'Retour à mon compte' }).click();
  await expect(page.getByRole('region', { name: 'Sécurité' }).getByText(email, { exact: true }).locator('..')).toContainText('Vérifié');

  const passwordForm = page.getByRole('form', { name: 'Changer le mot de passe' });
  await passwordForm.getByLabel('Mot de passe actuel').fill('not-my-password1');
  await passwordForm.getByLabel('Nouveau mot de passe').fill('Fatou2027x');
  await passwordForm.getByLabel('Confirmez le mot de passe').fill('Fatou2027x');
  await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(passwordForm.getByText('Le mot de passe actuel est incorrect.')).toBeVisible({ timeout: 20_000 });
  await passwordForm.getByLabel('Mot de passe actuel').fill('Fatou2026x');
  await passwordForm.getByLabel('Nouveau mot de passe').fill('Fatou2027x');
  await passwordForm.getByLabel('Confirmez le mot de passe').fill('Fatou2027x');
  await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(passwordForm.getByRole('status')).toHaveText('Votre mot de passe a été changé.', { timeout: 20_000 });

  await page.getByRole('main').getByLabel('Langue', { exact: true }).selectOption('en');
  await page.getByRole('main').getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hello Fatou' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the account pages and the signed-in header fit the screen; the sign-up form works from the keyboard', async ({ page }) => {
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    for (const path of ['/account/register', '/account/reset-password', '/account/activate', '/account/login']) {
      await page.goto(path);
      expect(await noSideScroll(), path).toBe(true);
    }

    await page.goto('/account/register');
    const main = page.getByRole('main');
    await main.getByLabel('Acheter').focus();
    await page.keyboard.press('ArrowDown');
    await expect(main.getByLabel('Vendre')).toBeChecked();
    await expect(main.getByLabel('Nom de la boutique')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(main.getByLabel('Nom de la boutique')).toBeHidden();

    await signInFr(page, 'buyer', 'Buyer2026!');
    await page.goto('/');
    expect(await noSideScroll()).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Bonjour / })).toBeVisible();
  });
});
