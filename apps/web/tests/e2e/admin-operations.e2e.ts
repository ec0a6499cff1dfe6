import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #15, administration: a manager answers a contact message and cannot change a role; an
 * administrator deactivates a user, whose open session ends at once; every step is in the
 * audit log, which an administrator filters and downloads as CSV.
 */

/** A second person in their own browser context (own cookies, own address). */
async function personIn(browser: Browser, address: string, login: string, password: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address }, locale: 'en-GB' });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  const page = await context.newPage();
  await signIn(page, login, password);
  return page;
}

test('a manager answers a contact message and cannot change a role; the audit log shows both', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const sender = `e2e.contact.${Date.now()}@example.com`;
  const sent = await request.post('/store/api/v1/contacts', { data: { email: sender, fullname: 'Koffi Mensah', reason: 2, message: 'My parcel EM-ABCDEFGH has not arrived yet.' }, headers: { 'accept-language': 'en' } });
  expect(sent.status()).toBe(201);

  await signIn(page, 'manager', 'Manager2026!');
  await page.goto('/admin/contacts?lang=en');
  await expect(page.getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Name, email, phone or text' }).fill(sender);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Koffi Mensah' }).click();
  await expect(page.getByText('My parcel EM-ABCDEFGH has not arrived yet.')).toBeVisible();
  await page.getByLabel('Your answer').fill('Your parcel leaves Lomé tomorrow morning.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('Answer sent: it is in the outbox.')).toBeVisible();
  await expect(page.getByText('Your parcel leaves Lomé tomorrow morning.')).toBeVisible();
  await expect(page.getByText(/^Closed ·/)).toBeVisible();

  // The roles form is not offered to a manager, and a crafted post of it is refused by the API.
  await page.goto('/admin/users?lang=en&query=buyer');
  await page.getByRole('link', { name: /^buyer/ }).click();
  await expect(page.getByText('Only an administrator changes roles.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the roles' })).toHaveCount(0);
  const buyerPath = new URL(page.url()).pathname;
  const refused = await page.request.post(`${buyerPath}?lang=en`, { form: { intent: 'roles', authorities: 'ROLE_ADMIN' } });
  expect(refused.status()).toBe(403);
  expect((await refused.text()).includes('You are not allowed to do this.'), 'the refusal is shown on the page').toBe(true);
  await page.reload();
  await expect(page.getByText('User', { exact: true })).toBeVisible();

  // The manager may not read the audit log; the administrator sees both steps there.
  await page.goto('/admin/audit?lang=en');
  await expect(page).toHaveURL(/\/accessdenied/);
  const admin = await personIn(browser, '198.19.250.1', 'admin', 'Admin2026!');
  await admin.goto('/admin/audit?lang=en');
  await admin.getByLabel('Actor (login)').fill('manager');
  await admin.getByRole('button', { name: 'Filter' }).click();
  const entries = admin.getByRole('listitem');
  await expect(entries.filter({ hasText: 'contact.answer' }).filter({ hasText: 'Done' }).first()).toContainText('Your parcel leaves Lomé tomorrow morning.');
  await expect(entries.filter({ hasText: 'account.roles' }).filter({ hasText: 'Refused' }).first()).toContainText('Manager');
  await admin.context().close();
});

test('an administrator deactivates a user: the user’s open session ends at once, and the log has it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const shop = await personIn(browser, '198.19.250.2', 'douala-smart-shop', 'Shop2026!');
  await shop.goto('/account?lang=en');
  await expect(shop).toHaveURL(/\/account\?lang=en/);

  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin/users?lang=en');
  await page.getByRole('searchbox', { name: 'Login, name, email, phone or shop' }).fill('douala-smart-shop');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: /^douala-smart-shop/ }).click();
  await expect(page.getByText(/1 open session/)).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate the account' }).click();
  await expect(page.getByText('Account deactivated: its sessions ended.')).toBeVisible();
  await expect(page.getByText(/Deactivated on .* · 0 open sessions/)).toBeVisible();
  // The history on the page, newest first.
  await expect(page.getByRole('listitem').filter({ hasText: 'account.deactivate' }).first()).toContainText('"sessionsEnded": 1');

  await shop.goto('/account?lang=en');
  await expect(shop).toHaveURL(/\/account\/login/);

  await page.goto('/admin/audit?lang=en&entityType=account&action=account.deactivate');
  await expect(page.getByRole('listitem').filter({ hasText: 'account.deactivate' }).first()).toContainText('admin');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv).toContain('"account.deactivate","SUCCESS"');
  expect(csv).not.toContain('"contact.answer"');

  await page.goto('/admin/users?lang=en&query=douala-smart-shop');
  await page.getByRole('link', { name: /^douala-smart-shop/ }).click();
  await page.getByRole('button', { name: 'Reactivate the account' }).click();
  await expect(page.getByText('Account reactivated.')).toBeVisible();
  await shop.context().close();
});

test('the administration pages read without JavaScript and fit a 360 px screen, in French and English', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, extraHTTPHeaders: { 'x-forwarded-for': '198.19.250.3' } });
  const page = await context.newPage();
  await page.goto('/account/login?lang=fr');
  await page.getByLabel('E-mail, téléphone ou identifiant').fill('admin');
  await page.getByLabel('Mot de passe').fill('Admin2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
  for (const [lang, heading] of [
    ['fr', 'Vue d’ensemble|Vue d\'ensemble'],
    ['en', 'Overview'],
  ] as const) {
    for (const path of ['/admin', '/admin/users', '/admin/contacts', '/admin/audit', '/admin/users?query=seller']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll, `${path} (${lang})`).toBeLessThanOrEqual(widths.client);
    }
    await page.goto(`/admin?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
  }
  // Without JavaScript the filters still work: a plain GET form.
  await page.goto('/admin/audit?lang=en');
  await page.getByLabel('Outcome').selectOption('SUCCESS');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/outcome=SUCCESS/);
  await expect(page.getByText(/\d+ entr(y|ies)/)).toBeVisible();
  await context.close();
});
