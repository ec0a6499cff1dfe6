import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { productSummarySchema } from '@store/contracts/catalog';
import { z } from 'zod';
import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #14: an axe-core scan of every page, signed out and as the user each page is for, with
 * no serious or critical violation (WCAG 2 A and AA rules); and the keyboard path through
 * search, cart and checkout with Tab and Enter only.
 */

const publicPages = ['/', '/search-product?q=samsung', '/cart/view', '/order-tracking', '/account/login', '/account/register', '/account/activate', '/account/reset-password', '/request-product', '/subscription', '/contact-us', '/faq', '/cgu', '/privacy', '/error', '/error?login=1', '/accessdenied', '/404', '/check-phone-number', '/upload-image'];
const buyerPages = ['/account', '/account/settings', '/account/settings/password', '/account/settings/email', '/order-tracking', '/request-product', '/cart/view'];
const sellerPages = ['/account/vendor', '/add-product', '/requested-products', '/subscription'];
const adminPages = ['/admin', '/admin/outbox', '/admin/identity', '/admin/users', '/admin/users/1', '/admin/products', '/admin/products/1', '/admin/contacts', '/admin/audit', '/admin/orders', '/admin/plan-payments?status=all', '/admin/currency', '/admin/settings', '/admin/content', '/admin/content/faq'];

async function aProduct(request: APIRequestContext) {
  const [product] = z.array(productSummarySchema).parse(await (await request.get('/store/api/v1/products?size=1')).json());
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
}

/** The store's header and footer, the same on every page for one visitor, language and width. */
const siteFrame = ['body > div > header', 'body > div > footer'];

/**
 * The serious and critical violations of a page, one line each, to read in the failure; with
 * `ownPartOnly`, of all but the header and footer (axe still runs its whole-page rules: title,
 * language, landmarks).
 */
async function violations(page: Page, path: string, ownPartOnly: boolean): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('load');
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (ownPartOnly) for (const selector of siteFrame) axe.exclude(selector);
  const result = await axe.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path} ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(' | ')}`);
}

/**
 * Scans each page. The header and footer are scanned whole on the first page and on each page in
 * another language (a third of a scan's time on two cores), then left out: every page's own
 * part is scanned on every page.
 */
async function scan(page: Page, paths: string[]) {
  const found: string[] = [];
  const framesSeen = new Set<string>();
  for (const path of paths) {
    const language = new URL(path, 'http://store.invalid').searchParams.get('lang') ?? 'default';
    found.push(...(await violations(page, path, framesSeen.has(language))));
    framesSeen.add(language);
  }
  expect(found).toEqual([]);
}

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signed out, every public page has no serious or critical accessibility violation', async ({ page, request }) => {
      test.setTimeout(120_000);
      const product = await aProduct(request);
      await scan(page, [...publicPages, `/product/${product.slug}`, `/seller/${product.accountSlug}`, '/search-product?q=zzzzqqq', '/account?lang=en']);
    });

    test('the buyer’s pages', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, 'buyer', 'Buyer2026!');
      await scan(page, buyerPages);
    });

    test('the seller’s pages', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, 'seller', 'Seller2026!');
      await scan(page, sellerPages);
    });

    test('the administrator’s pages', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, 'admin', 'Admin2026!');
      await scan(page, adminPages);
    });
  });
}

/** Presses Tab until `target` has the focus, as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px, search, cart and checkout work with Tab and Enter only`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const product = await aProduct(request);
    await page.goto('/?lang=en');
    const search = page.getByRole('combobox', { name: 'Search for a product' }).filter({ visible: true });
    await tabTo(page, search);
    await page.keyboard.type(product.name.split(' ').slice(0, 2).join(' '));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-product\?q=/);

    await tabTo(page, page.getByRole('main').locator(`a[href="/product/${product.slug}"]`).filter({ visible: true }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}`));

    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Added to your cart/)).toBeVisible();

    await tabTo(page, page.getByRole('banner').getByRole('link', { name: /cart/i }).filter({ visible: true }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart/);
    await tabTo(page, page.getByRole('button', { name: 'Checkout', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart\/checkout$/);

    const main = page.getByRole('main');
    const fields: [Locator, string][] = [
      [main.getByLabel('Full name'), 'Awa Koné'],
      [main.getByLabel('Phone number', { exact: true }), `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`],
      [main.getByLabel('City', { exact: true }), 'Abidjan'],
      [main.getByLabel('Address (district, street)'), 'Cocody Riviera 3'],
    ];
    for (const [field, value] of fields) {
      await tabTo(page, field);
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Pay with PayPal' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sandbox\/paypal\/checkout\?token=/);
  });
}
