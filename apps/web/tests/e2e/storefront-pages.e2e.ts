import type { APIRequestContext, Page } from '@playwright/test';
import { addressOf, expect, signIn, test } from './fixtures.ts';

/** Issue #14 rules 5, 11, 12 and 13: redirects keep the query, true copy, anchors, emptying the cart. */

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };
const sizes = [['360 px', phone], ['desktop', desktop]] as const;

/** A product in stock into the cart, as a guest. */
async function addAProduct(page: Page) {
  await page.goto('/search-product?q=samsung&lang=en');
  await page.locator('main article').filter({ hasNotText: 'Out of stock' }).first().locator('a').first().click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
}

test.describe('redirects keep the query (rule 5)', () => {
  for (const [size, viewport] of sizes) {
    test(`the language, the currency and the rest survive every redirect (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/cart?lang=en&currency=EUR&ref=sms');
      await expect(page).toHaveURL(/\/cart\/view\?lang=en&currency=EUR&ref=sms$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My cart');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // A page for sellers sends a guest to sign in, in the language asked.
      await page.goto('/account/vendor?lang=en');
      await expect(page).toHaveURL(/\/account\/login\?lang=en$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

      await page.goto('/no/such/page?lang=en');
      await expect(page).toHaveURL(/\/404\?lang=en$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await page.goto('/no/such/page?lang=fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    });
  }
});

/** A new shop with nothing on sale, registered and activated through the API; its slug. */
async function emptyShop(request: APIRequestContext, forwardedFor: string): Promise<string> {
  const unique = `${Date.now() % 1e8}${Math.floor(Math.random() * 1e3)}`;
  const mobile = `07${unique.slice(-8).padStart(8, '0')}`;
  const headers = { 'x-forwarded-for': forwardedFor };
  const registered = await request.post('/store/api/v1/register', {
    headers,
    data: { accountType: 'PROFESSIONAL', firstname: 'Awa', lastname: 'Traoré', shopName: `Boutique vide ${unique}`, city: 'Abidjan', phoneNumber: { indicator: '+225', telephone: mobile }, password: 'Vide2026x', confirmPassword: 'Vide2026x', langKey: 'fr' },
  });
  expect(registered.status()).toBe(201);
  const auth = await request.post('/store/api/v1/authenticate', { data: { username: 'admin', password: 'Admin2026!' } });
  const { id_token: token } = (await auth.json()) as { id_token: string };
  const outbox = await request.get(`/store/api/v1/admin/outbox?recipient=${encodeURIComponent(`+225${mobile}`)}&size=1`, { headers: { authorization: `Bearer ${token}` } });
  const [message] = (await outbox.json()) as { body: string }[];
  const code = /(\d{10})/.exec(message?.body ?? '')?.[1] ?? '';
  expect((await request.get(`/store/api/v1/account/activate?key=${code}&notifyBy=SMS`, { headers })).status()).toBe(200);
  return `boutique-vide-${unique}`;
}

test.describe('copy that tells the truth (rule 11)', () => {
  test('a shop with no products says so, not "no product matches your search"', async ({ page, request }, testInfo) => {
    const slug = await emptyShop(request, addressOf(testInfo));
    for (const [lang, says, notSays] of [
      ['fr', "Cette boutique n'a encore aucun produit en vente.", 'Aucun produit ne correspond à votre recherche'],
      ['en', 'This shop has no products on sale yet.', 'No product matches your search'],
    ] as const) {
      for (const [, viewport] of sizes) {
        await page.setViewportSize(viewport);
        await page.goto(`/seller/${slug}?lang=${lang}`);
        await expect(page.getByText(says)).toBeVisible();
        await expect(page.getByText(notSays)).toHaveCount(0);
      }
    }
    // A shop with products, searched for nothing, still says no product matches.
    await page.goto('/seller/abidjan-digital?q=zzzz-nothing&lang=en');
    await expect(page.getByText('No product matches your search')).toBeVisible();
  });

  test('the administration and My shop introductions name only what the pages hold', async ({ page }) => {
    await page.setViewportSize(phone);
    await signIn(page, 'admin', 'Admin2026!');
    await page.goto('/admin?lang=en');
    await expect(page.getByText("The administration area: the store's figures, users, contact messages, the mails and SMS sent, sellers' identity checks and the audit log.")).toBeVisible();
    // Each part the introduction names is a section of the area.
    const sections = page.getByRole('navigation', { name: /administration/i });
    for (const name of [/Users/i, /Contact/i, /Outbox|Mails/i, /Identit/i, /Audit/i]) await expect(sections.getByRole('link', { name }).first()).toBeVisible();
    await page.goto('/admin?lang=fr');
    await expect(page.getByText("Espace d'administration : les chiffres de la boutique, les utilisateurs, les messages de contact, les e-mails et SMS envoyés, la vérification d'identité des vendeurs et le journal d'audit.")).toBeVisible();

    await page.context().clearCookies();
    await page.setViewportSize(desktop);
    await signIn(page, 'seller', 'Seller2026!');
    await page.goto('/account/vendor?lang=en');
    await expect(page.getByText(/^Your plan and publications, the shop's figures, your products \(price, stock, withdrawal\) and the orders to ship\./)).toBeVisible();
    await page.goto('/account/vendor?lang=fr');
    await expect(page.getByText(/^Votre offre et vos publications, les chiffres de la boutique/)).toBeVisible();
  });

  test("the cart's reservation sentence names the button it speaks of, in both languages", async ({ page }) => {
    await page.setViewportSize(phone);
    await addAProduct(page);
    await page.goto('/cart/view?lang=en');
    await expect(page.getByText('When you choose "Checkout", your items are held for you for 5 minutes while you give the delivery details and pay.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await page.goto('/cart/view?lang=fr');
    await expect(page.getByText("En choisissant « Commander », vos articles vous sont réservés 5 minutes, le temps d'indiquer la livraison et de payer.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Commander' })).toBeVisible();
  });
});

test.describe('anchors (rule 12)', () => {
  for (const [size, viewport] of sizes) {
    test(`FAQ, terms and privacy headings carry ids and land 100 px from the top (${size})`, async ({ page }) => {
      await page.setViewportSize({ ...viewport, height: 700 });
      for (const path of ['/faq', '/cgu', '/privacy']) {
        await page.goto(`${path}?lang=fr`);
        const headings = page.getByRole('main').locator('h2, h3');
        const ids = await headings.evaluateAll((elements) => elements.map((element) => element.id));
        expect(ids.length, path).toBeGreaterThan(2);
        expect(ids.every((id) => /^[a-z0-9-]+$/.test(id)), `${path}: ${ids.join(' ')}`).toBe(true);
        // The last heading: far enough down for the page to scroll to it.
        const target = ids.at(-2) ?? '';
        await page.goto(`${path}?lang=fr#${target}`);
        await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? -1), target), { message: `${path}#${target}` }).toBeGreaterThanOrEqual(99);
        const top = await page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1, target);
        expect(top, `${path}#${target}`).toBeLessThanOrEqual(101);
        expect(await page.evaluate(() => window.scrollY), path).toBeGreaterThan(0);
      }
    });
  }

  test('/favicon.ico is served', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/icon/);
    expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

test.describe('emptying the cart (rule 13)', () => {
  for (const [size, viewport] of sizes) {
    test(`the cart is emptied after a confirmation, and kept when the shopper changes their mind (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await addAProduct(page);
      await page.goto('/cart/view?lang=en');
      await page.getByRole('link', { name: 'Empty the cart' }).click();
      const question = page.getByRole('group', { name: 'Empty your cart?' });
      await expect(question).toContainText('Every item will be removed from your cart.');
      await question.getByRole('link', { name: 'Keep my cart' }).click();
      await expect(page.getByRole('complementary', { name: 'Summary' })).toBeVisible();

      await page.goto('/cart/view?lang=fr');
      await page.getByRole('link', { name: 'Vider le panier' }).click();
      await page.getByRole('group', { name: 'Vider votre panier ?' }).getByRole('button', { name: 'Oui, vider le panier' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Votre panier a été vidé.' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /Panier, 0 article/ })).toBeVisible();
      // Emptied on the server: a new visit finds it empty.
      await page.goto('/cart/view?lang=en');
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the confirmation step and the emptying work as plain links and forms', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto('/search-product?q=samsung&lang=en');
      await page.locator('main article').filter({ hasNotText: 'Out of stock' }).first().locator('a').first().click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.goto('/cart/view?lang=en');
      await page.getByRole('link', { name: 'Empty the cart' }).click();
      await expect(page).toHaveURL(/empty=1/);
      await page.getByRole('button', { name: 'Yes, empty the cart' }).click();
      await expect(page.getByText('Your cart was emptied.')).toBeVisible();
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
    });
  });
});

test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the rows of its first categories, each with its link to all of them', async ({ page }) => {
    await page.goto('/?lang=en');
    const seeAll = page.getByRole('main').locator('a[href^="/search-product?category="]');
    await expect(seeAll.first()).toBeVisible();
    expect(await seeAll.count()).toBeGreaterThanOrEqual(2);
    for (const link of await seeAll.all()) await expect(link).toBeVisible();
  });
});
